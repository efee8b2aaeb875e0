/** `attachment` with the name as typed (RFC 6266) and a plain ASCII fallback for old clients. */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; ` +
  `filename*=UTF-8''${encodeURIComponent(fileName)}`;
