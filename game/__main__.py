"""`python -m game` starts the app exactly as the `tycoon` launcher does."""

from game.app import main

if __name__ == "__main__":
    raise SystemExit(main())
