"""Several processes serving one site: room leases, and frames between processes, over Redis (docs/architecture.md)."""
