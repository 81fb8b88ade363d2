"""Tycoon by Kramer & Rösner: rules, bot knowledge and views."""
