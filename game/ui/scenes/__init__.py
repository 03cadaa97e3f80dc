"""The screens every game shares: menu, setup, pause, rules, pass-the-screen, results."""
