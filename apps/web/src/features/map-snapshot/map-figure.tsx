import type { CoordinateTick } from '../../map/printable/coordinate-ticks';

/** Room around the map for the tick labels, in the figure's units (CSS pixels). */
const MARGIN = 22;
const TICK = 6;
const FONT_SIZE = 9;

export interface MapFigureProps {
  /** The map image's address (a data URL of the capture) and its size in CSS pixels. */
  imageUrl: string;
  width: number;
  height: number;
  longitudes: readonly CoordinateTick[];
  latitudes: readonly CoordinateTick[];
  /** The image's text alternative. */
  label: string;
  testId?: string;
}

/**
 * One map of the printable page (specs/3 "Printable map"): the image in a frame with its
 * coordinate lines on all four edges, longitudes labelled above and below, latitudes beside
 * (turned to read upwards). One SVG, so it scales to the page and prints sharp.
 */
export function MapFigure({
  imageUrl,
  width,
  height,
  longitudes,
  latitudes,
  label,
  testId,
}: MapFigureProps) {
  const right = MARGIN + width;
  const bottom = MARGIN + height;
  return (
    <svg
      viewBox={`0 0 ${width + MARGIN * 2} ${height + MARGIN * 2}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <image
        href={imageUrl}
        x={MARGIN}
        y={MARGIN}
        width={width}
        height={height}
        preserveAspectRatio="none"
      />
      <rect
        x={MARGIN}
        y={MARGIN}
        width={width}
        height={height}
        fill="none"
        stroke="#1f2a24"
        strokeWidth={1}
      />
      <g stroke="#1f2a24" strokeWidth={0.8}>
        {longitudes.map((tick) => {
          const x = MARGIN + tick.position * width;
          return (
            <g key={`lon-${tick.value}`}>
              <line x1={x} y1={MARGIN - TICK} x2={x} y2={MARGIN + TICK} />
              <line x1={x} y1={bottom - TICK} x2={x} y2={bottom + TICK} />
            </g>
          );
        })}
        {latitudes.map((tick) => {
          const y = MARGIN + tick.position * height;
          return (
            <g key={`lat-${tick.value}`}>
              <line x1={MARGIN - TICK} y1={y} x2={MARGIN + TICK} y2={y} />
              <line x1={right - TICK} y1={y} x2={right + TICK} y2={y} />
            </g>
          );
        })}
      </g>
      <g fontSize={FONT_SIZE} fill="#1f2a24" fontFamily="Roboto, Helvetica, Arial, sans-serif">
        {longitudes.map((tick) => {
          const x = MARGIN + tick.position * width;
          return (
            <g key={`lon-label-${tick.value}`} textAnchor="middle" data-tick="longitude">
              <text x={x} y={MARGIN - TICK - 3}>
                {tick.label}
              </text>
              <text x={x} y={bottom + TICK + FONT_SIZE}>
                {tick.label}
              </text>
            </g>
          );
        })}
        {latitudes.map((tick) => {
          const y = MARGIN + tick.position * height;
          return (
            <g key={`lat-label-${tick.value}`} textAnchor="middle" data-tick="latitude">
              <text transform={`translate(${MARGIN - TICK - 3} ${y}) rotate(-90)`}>
                {tick.label}
              </text>
              <text transform={`translate(${right + TICK + FONT_SIZE} ${y}) rotate(-90)`}>
                {tick.label}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
