/**
 * specs/3: the download is named after the active layer, `{layerId}-mapSnapshot.png`. Characters
 * no file system accepts become `-`; a map without a layer saves `map-mapSnapshot.png`.
 */
export function snapshotFileName(layerId: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const safe = (layerId ?? '').trim().replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-');
  return `${safe || 'map'}-mapSnapshot.png`;
}
