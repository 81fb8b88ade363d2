"""Speedtycoon's drawing: tiles, branches, currencies and the HQ (art), the table's pieces."""
