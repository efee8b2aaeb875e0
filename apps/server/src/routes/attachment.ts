/**
 * RFC 5987's attr-char leaves `'`, `(`, `)` and `*` out, which encodeURIComponent keeps: escaped
 * too, so a name like "O'Brien Ranch" survives strict parsers.
 */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `attachment` with the name as typed (RFC 6266) and a plain ASCII fallback for old clients. */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; ` +
  `filename*=UTF-8''${encodeRfc5987(fileName)}`;
