"""``python -m dmdpy ARGS``: the ``dmdpy`` command (how ``score`` starts
its worker processes under Python)."""

import sys

from . import main

sys.exit(main())
