import type { ExportFormat } from '@ecotone/geometry';

/** Saves text or bytes as a file through a temporary link (the browser's own download, no server). */
export function downloadFile(content: string | Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  shapefile: 'application/zip',
};
