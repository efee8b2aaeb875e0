export {
  type ByteSource,
  type HttpByteSourceOptions,
  MissingSourceError,
} from './byte-source.js';
export { type CogRaster, type OpenCogOptions, openCog } from './cog-reader.js';
export { type EncodeCogOptions, encodeCog, type OverviewResampling } from './cog-writer.js';
