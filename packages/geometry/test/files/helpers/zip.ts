import JSZip from 'jszip';

/** Zips entries by path (folders included) with deflate, as an upload would arrive. */
export async function zipFiles(entries: Record<string, Uint8Array | string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [path, content] of Object.entries(entries)) zip.file(path, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
