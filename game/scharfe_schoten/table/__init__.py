"""Everything of this game that draws or takes input; imported only when a window opens."""
