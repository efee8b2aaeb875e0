/** specs/3 "Map snapshot dialog": square, portrait, landscape, and a responsive mode. */
export const ASPECT_MODES = ['square', 'portrait', 'landscape', 'responsive'] as const;
export type AspectMode = (typeof ASPECT_MODES)[number];

export interface FrameSize {
  width: number;
  height: number;
}

/** Width over height of each fixed mode; responsive takes the container's own. */
export const ASPECT_RATIOS: Record<Exclude<AspectMode, 'responsive'>, number> = {
  square: 1,
  portrait: 3 / 4,
  landscape: 4 / 3,
};

/**
 * The largest frame of the mode's shape that fits in the container, in whole pixels: the part
 * of the map the snapshot keeps (centred), or the preview's box. Responsive is the container.
 */
export function aspectFrame(mode: AspectMode, container: FrameSize): FrameSize {
  const width = Math.max(0, Math.floor(container.width));
  const height = Math.max(0, Math.floor(container.height));
  if (mode === 'responsive' || width === 0 || height === 0) return { width, height };
  const ratio = ASPECT_RATIOS[mode];
  if (width / height > ratio) return { width: Math.round(height * ratio), height };
  return { width, height: Math.round(width / ratio) };
}

/** Where the frame sits in the container when centred (the crop of the map canvas). */
export function centredOffset(frame: FrameSize, container: FrameSize): { x: number; y: number } {
  return {
    x: Math.floor((container.width - frame.width) / 2),
    y: Math.floor((container.height - frame.height) / 2),
  };
}
