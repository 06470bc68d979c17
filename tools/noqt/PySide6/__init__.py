"""Stand-in that makes PySide6 unimportable in the headless test run (tools/check.sh)."""

raise ImportError("PySide6 is blocked for the headless test run (tools/check.sh)")
