"""Grail Desktop: a desktop edition of a story-driven survival and exploration campaign game."""

__version__ = "0.1.0"
