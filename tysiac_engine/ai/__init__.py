"""Computer players: easy, medium, hard (PIMC search), expert; hints and analysis."""
