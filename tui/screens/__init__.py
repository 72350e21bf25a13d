"""The five screens of ropta-tui; each holds its own handlers."""
