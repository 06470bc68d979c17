"""grail_desktop.engine.veil: the Riven Veil's rules engine (S3), pure Python like the campaign's.

Public API::

    from grail_desktop.engine.veil.game import VeilGame
    from grail_desktop.engine.veil.state import Mode
    game = VeilGame(pack, ["hollow-court", "tide-wardens"], Mode(), seed=7)
    game.to_act(); game.legal_actions(0); game.apply("0: keep ar-moonsilver-torc on lord"); game.view(1)

It shares only the common pieces of :mod:`grail_desktop.engine` (the seeded generator, ``Action``, the
snapshot copier, ``IllegalActionError``) and never imports the campaign's modules.
"""
