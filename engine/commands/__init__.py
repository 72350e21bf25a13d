"""One module per `ropta` sub-command; each imports heavy parts of the engine lazily, inside run()."""
