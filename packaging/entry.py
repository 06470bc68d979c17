"""The frozen app's entry script: the same ``main()`` as the ``grail-desktop`` console command."""

import sys

from grail_desktop.main import main

if __name__ == "__main__":
    sys.exit(main())
