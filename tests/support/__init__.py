"""What every test folder shares (issue 32): the headless app fixture lives here once, and a
folder's conftest only adjusts it (instant motion, no end-of-turn question)."""
