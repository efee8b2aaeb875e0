import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { latitudeTicks, longitudeTicks } from '../../map/printable/coordinate-ticks';
import { insetView } from '../../map/printable/inset-view';
import { InsetMap } from './inset-map';
import { MapFigure } from './map-figure';
import { NorthArrow } from './north-arrow';

const extent = { west: -58.7, south: -35.1, east: -57.3, north: -34.4 };

/** Renders a component to its HTML, as the server renderer writes it (no browser needed). */
const html = (element: ReturnType<typeof createElement>) => renderToStaticMarkup(element);

describe('printable map parts', () => {
  it('draws the map with 6 labelled lines on each of its four edges', () => {
    const markup = html(
      createElement(MapFigure, {
        imageUrl: 'data:image/png;base64,AAAA',
        width: 800,
        height: 500,
        longitudes: longitudeTicks(extent),
        latitudes: latitudeTicks(extent),
        label: 'The map',
      }),
    );
    expect(markup).toContain('href="data:image/png;base64,AAAA"');
    expect(markup.match(/<line /g)).toHaveLength(24);
    expect(markup.match(/58\.50°W/g)).toHaveLength(2);
    expect(markup.match(/°S<\/text>/g)).toHaveLength(12);
    expect(markup).toContain('viewBox="0 0 844 544"');
  });

  it('draws the extent as a box on the inset, and a cross-hair when it is too small to see', () => {
    const inset = insetView(extent, { aspect: 4 / 3 });
    const boxed = html(
      createElement(InsetMap, { inset, land: 'M0 0L1 1Z', width: 200, label: 'Where' }),
    );
    expect(boxed).toMatch(/<rect data-testid="inset-box"/);
    expect(boxed.match(/<path /g)).toHaveLength(3);
    const tiny = insetView({ west: 2.3, south: 48.85, east: 2.301, north: 48.851 }, { aspect: 1 });
    const crossed = html(
      createElement(InsetMap, { inset: tiny, land: null, width: 200, label: 'Where' }),
    );
    expect(crossed).toMatch(/<g data-testid="inset-box"/);
    expect(crossed).not.toContain('<path');
  });

  it('draws the north arrow with its letter', () => {
    const markup = html(createElement(NorthArrow, { letter: 'N', label: 'North' }));
    expect(markup).toContain('aria-label="North"');
    expect(markup).toMatch(/>N<\/text>/);
  });
});
