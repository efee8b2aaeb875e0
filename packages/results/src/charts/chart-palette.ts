/**
 * specs/3 section 9: "pie palette 7 colours" (and "default bar palette 7 colours"). The spec
 * names no colours, so these are the seven colours of the Okabe-Ito palette (Okabe & Ito 2008,
 * Color Universal Design; republished by Wong 2011, Nature Methods 8:441), chosen to stay
 * distinct for the three common colour-vision deficiencies; its eighth colour, black, is left
 * out. Charts never rely on colour alone: every slice and series has its label in the legend and
 * its value in a table beside the chart.
 */
export const CHART_PALETTE = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#56B4E9', // sky blue
  '#D55E00', // vermillion
  '#F0E442', // yellow
] as const;

/** The palette colour of the item at `index`, repeating after seven. */
export const paletteColor = (index: number): string =>
  CHART_PALETTE[((index % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length] ??
  CHART_PALETTE[0];
