/** GeoJSON as indented JSON with each position on one line, so fixture diffs stay readable. */
export function formatGeoJson(value: unknown): string {
  const text = JSON.stringify(value, null, 1);
  return `${text.replace(/\[\s+(-?[\d.e+-]+),\s+(-?[\d.e+-]+)\s+\]/g, '[$1, $2]')}\n`;
}
