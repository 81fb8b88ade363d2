"""Drawing pieces every game uses: animation, fonts, palette, toast, curtain, chart, focus."""
