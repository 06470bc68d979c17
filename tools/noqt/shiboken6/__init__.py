"""Stand-in that makes shiboken6 unimportable in the headless test run (tools/check.sh)."""

raise ImportError("shiboken6 is blocked for the headless test run (tools/check.sh)")
