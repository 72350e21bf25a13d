"""ropta-tui: the floor's terminal app over the engine (imports engine, never the reverse)."""
