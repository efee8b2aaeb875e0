/** Saves text as a file through a temporary link (the browser's own download, no server). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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

export const EXPORT_MEDIA_TYPES = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
} as const;
