"""Services every game shares: paths, files, settings, profiles, saves, translations."""
