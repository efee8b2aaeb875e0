import { accept, type Result, refuse } from '../types.js';
import { extensionOf, fileKindOf, type ShapefilePart } from './file-kind.js';
import type { UploadedFile } from './import.types.js';

/** One part of a shapefile and how messages name it ("parcels.prj", "farm.zip (data/parcels.prj)"). */
export interface NamedPart {
  label: string;
  bytes: Uint8Array;
}

/** The files of one shapefile; .shp, .shx and .prj are required, .dbf and .cpg optional. */
export interface ShapefileParts {
  /** Layer name: the .shp's name without folder or extension. */
  name: string;
  /** The uploaded file the parts came from (the zip, or the .shp itself). */
  upload: string;
  shp: NamedPart;
  shx: NamedPart;
  prj: NamedPart;
  dbf?: NamedPart;
  cpg?: NamedPart;
}

const REQUIRED = ['shp', 'shx', 'prj'] as const;

function baseOf(path: string): string {
  return path.slice(0, path.length - extensionOf(path).length - 1);
}

function complete(
  group: Partial<Record<ShapefilePart, NamedPart>>,
  base: string,
  upload: string,
): Result<ShapefileParts> {
  const { shp, shx, prj, dbf, cpg } = group;
  const present = shp ?? shx ?? prj ?? dbf ?? cpg;
  if (!shp || !shx || !prj) {
    const missing = REQUIRED.filter((part) => !group[part])
      .map((part) => `.${part}`)
      .join(', ');
    return refuse('SHAPEFILE_PART_MISSING', { file: present?.label ?? base, missing });
  }
  // Browsers send bare names; some multipart clients send a Windows path.
  const name = base.replace(/^.*[\\/]/, '');
  return accept({ name, upload, shp, shx, prj, ...(dbf ? { dbf } : {}), ...(cpg ? { cpg } : {}) });
}

/**
 * Groups shapefile parts by name (folder included, case ignored: "Parcels.SHP" and
 * "parcels.dbf" belong together) and checks each group has its three required parts.
 * `label` says how messages name a part; `zip` is the upload the parts came out of, if any.
 */
export function groupShapefileParts(
  files: readonly UploadedFile[],
  label: (path: string) => string,
  zip?: string,
): Result<ShapefileParts[]> {
  const groups = new Map<
    string,
    { base: string; shpPath?: string; parts: Partial<Record<ShapefilePart, NamedPart>> }
  >();
  for (const file of files) {
    const kind = fileKindOf(file.name) as ShapefilePart;
    const key = baseOf(file.name).toLowerCase();
    const group = groups.get(key) ?? { base: baseOf(file.name), parts: {} };
    if (group.parts[kind]) return refuse('SHAPEFILE_DUPLICATE_PART', { file: label(file.name) });
    group.parts[kind] = { label: label(file.name), bytes: file.bytes };
    if (kind === 'shp') {
      group.base = baseOf(file.name);
      group.shpPath = file.name;
    }
    groups.set(key, group);
  }
  const shapefiles: ShapefileParts[] = [];
  for (const { base, shpPath, parts } of groups.values()) {
    const result = complete(parts, base, zip ?? shpPath ?? base);
    if (!result.valid) return result;
    shapefiles.push(result.value);
  }
  return accept(shapefiles);
}
