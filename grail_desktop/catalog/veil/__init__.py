"""grail_desktop.catalog.veil: load and validate Riven Veil packs (docs/riven-veil.md "Pack format").

``load_veil_pack(path_or_id)`` returns a :class:`~grail_desktop.engine.veil.defs.VeilPack` or raises
:class:`~grail_desktop.catalog.problems.ContentError` listing every problem; ``validate_veil_pack`` returns them.
"""

from grail_desktop.catalog.veil.loader import (
    bundled_veil_packs,
    load_veil_pack,
    plural_faction_names,
    resolve_veil_pack,
    validate_veil_pack,
    veil_languages,
    veil_translation_coverage,
)

__all__ = [
    "bundled_veil_packs",
    "load_veil_pack",
    "plural_faction_names",
    "resolve_veil_pack",
    "validate_veil_pack",
    "veil_languages",
    "veil_translation_coverage",
]
