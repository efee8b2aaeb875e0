export type ExportFormat = 'geojson' | 'kml';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `shapefile-YYYY-MM-DD.geojson` or `.kml` (specs/1, step 1: the Export menu). The date is the
 * calendar date of `date` in UTC, so the server and every browser name the same moment alike;
 * a caller wanting the person's local date passes a Date for that local day's UTC midnight.
 */
export function exportFileName(format: ExportFormat, date: Date): string {
  const day = `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
  return `shapefile-${day}.${format}`;
}
