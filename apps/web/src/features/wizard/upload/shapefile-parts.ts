/** specs/1 section 5: a shapefile upload needs exactly these three files. */
export const REQUIRED_SHAPEFILE_PARTS = ['.shp', '.shx', '.prj'] as const;
const OPTIONAL_SHAPEFILE_PARTS = ['.dbf', '.cpg'] as const;
type ShapefilePart =
  | (typeof REQUIRED_SHAPEFILE_PARTS)[number]
  | (typeof OPTIONAL_SHAPEFILE_PARTS)[number];

/** What the 'Select shapefile' input takes: the three parts, plus attributes and encoding. */
export const SHAPEFILE_ACCEPT = [...REQUIRED_SHAPEFILE_PARTS, ...OPTIONAL_SHAPEFILE_PARTS].join(
  ',',
);
/**
 * What 'Select other files' offers: what the importer reads (`.shz` is GDAL's zipped
 * shapefile), and GPX, so that a GPX file gets its own answer (tracks, not areas) rather than
 * being hidden from the picker.
 */
export const OTHER_FILES_ACCEPT = '.geojson,.json,.kml,.kmz,.zip,.shz,.gpx';

export type ShapefileParts<FileLike extends { name: string }> = Partial<
  Record<ShapefilePart, FileLike>
>;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

const isPart = (extension: string): extension is ShapefilePart =>
  (REQUIRED_SHAPEFILE_PARTS as readonly string[]).includes(extension) ||
  (OPTIONAL_SHAPEFILE_PARTS as readonly string[]).includes(extension);

/**
 * Adds chosen files to the shapefile being assembled: the parts may be picked together or one
 * at a time, and a file of an extension already chosen replaces it. Other files are ignored.
 */
export function addShapefileParts<FileLike extends { name: string }>(
  parts: ShapefileParts<FileLike>,
  files: Iterable<FileLike>,
): ShapefileParts<FileLike> {
  const next = { ...parts };
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (isPart(extension)) next[extension] = file;
  }
  return next;
}

/** The required extensions still missing; 'Add shapefiles' shows when this is empty. */
export function missingShapefileParts(parts: ShapefileParts<{ name: string }>): string[] {
  return REQUIRED_SHAPEFILE_PARTS.filter((extension) => !parts[extension]);
}

/** The files to send, required parts first. */
export function shapefileFiles<FileLike extends { name: string }>(
  parts: ShapefileParts<FileLike>,
): FileLike[] {
  return [...REQUIRED_SHAPEFILE_PARTS, ...OPTIONAL_SHAPEFILE_PARTS].flatMap((extension) => {
    const file = parts[extension];
    return file ? [file] : [];
  });
}
