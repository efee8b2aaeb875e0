export type { ByteSource, HttpByteSourceOptions } from './byte-source.js';
export { type CogRaster, type OpenCogOptions, openCog } from './cog-reader.js';
export { type EncodeCogOptions, encodeCog } from './cog-writer.js';
