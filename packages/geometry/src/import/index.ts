export type {
  FileToRead,
  ImportedLayer,
  ImportedShapes,
  ImportLimits,
  UploadedFile,
} from './import.types.js';
export { DEFAULT_IMPORT_LIMITS } from './import-limits.js';
export { importShapeFiles } from './import-shape-files.js';
