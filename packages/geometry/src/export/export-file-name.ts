export type ExportFormat = 'geojson' | 'kml' | 'shapefile';

/** Each format's file extension: a shapefile travels as one zip of its parts. */
export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  geojson: 'geojson',
  kml: 'kml',
  shapefile: 'zip',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `shapefile-YYYY-MM-DD.geojson`, `.kml` or `.zip` (specs/1, step 1: the Export menu). The date
 * is the calendar date of `date` in UTC, so the server and every browser name the same moment
 * alike; a caller wanting the person's local date passes a Date for that local day's UTC midnight.
 */
export function exportFileName(format: ExportFormat, date: Date): string {
  const day = `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
  return `shapefile-${day}.${EXPORT_EXTENSIONS[format]}`;
}

/**
 * A stored shape's name as a file name every system accepts: no path separators, control or
 * reserved characters, no leading dots, at most 100 characters; `shapefile` when nothing is left.
 * Letters beyond ASCII stay (the download header also carries them in RFC 5987 form).
 */
export function safeFileBaseName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._]+|[\s.]+$/g, '')
    .slice(0, 100)
    .trim();
  return cleaned === '' ? 'shapefile' : cleaned;
}
