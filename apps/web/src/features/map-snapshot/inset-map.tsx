import type { InsetView } from '../../map/printable/inset-view';
import { WORLD_SIZE } from '../../map/printable/world-path';

const OCEAN = '#a9c6d6';
const LAND = '#e6e1cf';
const BOX = '#e53935';

export interface InsetMapProps {
  inset: InsetView;
  /** The world's land as one path (world-path.ts), null until it has loaded. */
  land: string | null;
  width: number;
  label: string;
}

/**
 * The inset of the printable map: a wider view of the world with the map's extent as a red
 * box. The world is drawn three times side by side, so a view across the antimeridian shows
 * land on both sides. A box too small to see gets a cross-hair instead.
 */
export function InsetMap({ inset, land, width, label }: InsetMapProps) {
  const { view, box } = inset;
  const unit = (value: number) => value * WORLD_SIZE;
  const height = (width * view.height) / view.width;
  const boxVisible = box.width / view.width > 0.02;
  const centreX = unit(box.x + box.width / 2);
  const centreY = unit(box.y + box.height / 2);
  const reach = unit(view.width) / 12;
  return (
    <svg
      viewBox={`${unit(view.x)} ${unit(view.y)} ${unit(view.width)} ${unit(view.height)}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-testid="inset-map"
      style={{ display: 'block', border: '1px solid #1f2a24' }}
    >
      <rect
        x={unit(view.x)}
        y={unit(view.y)}
        width={unit(view.width)}
        height={unit(view.height)}
        fill={OCEAN}
      />
      {land
        ? [-1, 0, 1].map((world) => (
            <path
              key={world}
              d={land}
              transform={`translate(${world * WORLD_SIZE} 0)`}
              fill={LAND}
              fillRule="evenodd"
              stroke="#9b9482"
              strokeWidth={0.5}
              vectorEffect="non-scaling-stroke"
            />
          ))
        : null}
      {boxVisible ? (
        <rect
          data-testid="inset-box"
          x={unit(box.x)}
          y={unit(box.y)}
          width={unit(box.width)}
          height={unit(box.height)}
          fill="none"
          stroke={BOX}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      ) : (
        <g data-testid="inset-box" stroke={BOX} strokeWidth={2} vectorEffect="non-scaling-stroke">
          <line
            x1={centreX - reach}
            y1={centreY}
            x2={centreX + reach}
            y2={centreY}
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1={centreX}
            y1={centreY - reach}
            x2={centreX}
            y2={centreY + reach}
            vectorEffect="non-scaling-stroke"
          />
        </g>
      )}
    </svg>
  );
}
