"""Reusable widgets of the terminal app: clause view, banners and badges, placeholders."""
