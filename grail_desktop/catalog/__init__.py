"""grail_desktop.catalog: load and validate campaign packs (docs/content-format.md).

``load_campaign(path_or_id)`` returns the engine's :class:`~grail_desktop.engine.defs.Catalog` or raises
:class:`ContentError` with every :class:`Problem`; ``validate(path)`` returns the problems. No Qt here.
"""

from grail_desktop.catalog.files import MAX_FILE_BYTES
from grail_desktop.catalog.loader import (
    languages,
    load_campaign,
    missing_texts,
    plural_names,
    resolve_pack,
    translation_coverage,
    validate,
)
from grail_desktop.catalog.problems import ContentError, Problem, errors_of

__all__ = [
    "MAX_FILE_BYTES",
    "ContentError",
    "Problem",
    "errors_of",
    "languages",
    "load_campaign",
    "missing_texts",
    "plural_names",
    "resolve_pack",
    "translation_coverage",
    "validate",
]
