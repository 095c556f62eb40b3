"""Computer players: they read a seat's view (or, for simulations, the legal actions) and act like a client."""
