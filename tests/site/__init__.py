"""Website tests: the generated site, its links and templates, and real browser runs."""
