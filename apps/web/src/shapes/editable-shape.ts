import type { ShapeFeature } from '@ecotone/geometry';

/** A shape of the wizard: a polygon or multipolygon feature with a stable id the map and undo use. */
export type EditableShape = ShapeFeature & { id: string };
