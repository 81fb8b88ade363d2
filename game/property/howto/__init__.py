"""How to play Kraken Bay Tycoon and «Менеджер»: one book of chapters for both rulesets with
pictures cut from the real board, and a guided first turn on the real board scene."""
