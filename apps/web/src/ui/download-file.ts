/**
 * The browser's own download of an address through a temporary link: a same-origin address
 * sends the session cookie along (the assessment's stored PDF reports).
 */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves text, bytes or a blob as a file through a temporary link (the browser's own download, no
 * server): the wizard's shape exports, the map snapshot.
 */
export function downloadFile(
  content: string | Uint8Array | Blob,
  fileName: string,
  type: string,
): void {
  const blob = content instanceof Blob ? content : new Blob([content as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
