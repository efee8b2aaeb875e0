export * from './local-file-storage.js';
export * from './read-at-most.js';
export * from './s3-file-storage.js';
export * from './storage.js';
export * from './upload-token.js';
