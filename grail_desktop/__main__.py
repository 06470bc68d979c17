"""``python -m grail_desktop``: the same entry point as the ``grail-desktop`` command."""

import sys

from grail_desktop.main import main

sys.exit(main())
