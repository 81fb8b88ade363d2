"""The property games (Kraken Bay Tycoon and «Менеджер»): one engine, two rulesets."""
