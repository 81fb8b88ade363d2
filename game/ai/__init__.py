"""Game-agnostic computer opponents that work only through the rules contract."""
