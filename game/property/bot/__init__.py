"""Computer opponents for the property games (both rulesets, three levels). Pure: no pygame,
no I/O. `value` prices places and sets from the landing table, `policy` decides every point a
seat acts (Normal), `trades` answers offers, `levels` adds Easy's slips and Hard's rollouts,
`decide` is the worker's entry point. See docs/ai.md, section "Property games"."""
