export { encodePng, transparentPng } from './png-encoder.js';
export { type PreparedShape, prepareShape, shapeContains, shapeMask } from './shape-mask.js';
export {
  colorLookup,
  paletteOf,
  parseHexColor,
  type Rgba,
  type TilePalette,
} from './tile-palette.js';
export {
  type RasterPyramid,
  type RenderTileOptions,
  rasterLonLatBounds,
  renderTile,
  sampleRaster,
} from './tile-render.js';
export * from './web-mercator.js';
