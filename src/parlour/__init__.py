"""Parlour: a self-hostable server for picture party games."""

__version__ = "0.1.0"
