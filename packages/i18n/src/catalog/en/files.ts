/**
 * Why an uploaded file could not be read, naming the file and what is wrong. Keys are the
 * `reason.code` values of @ecotone/geometry's importers; `{{placeholders}}` are `reason.params`.
 */
export const files = {
  UNSUPPORTED_TYPE: '{{file}}: this type of file is not supported.',
} as const;
