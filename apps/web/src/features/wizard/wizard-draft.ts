import type { SiteType } from '@ecotone/contracts';
import { SITE_NAME_MAX_LENGTH } from '@ecotone/contracts';
import type { EditableShape } from './shape-history';

/**
 * What the wizard holds besides the shapes and the analysis choice (specs/1 sections 2.5 and 4):
 * step 2's key details and the existing shapefile picked with "Select existing shape". It lives
 * in the wizard, so moving between steps keeps it, and a failed submission loses nothing.
 */

/** Step 2's site: a new one by name, or one that exists (its type comes with it). */
export type SiteChoice =
  | { kind: 'new'; name: string }
  | { kind: 'existing'; siteId: string; title: string; siteType: SiteType };

export interface KeyDetails {
  site: SiteChoice;
  /** A new site's type; an existing site brings its own. */
  siteType: SiteType | null;
  /** What the user typed after pressing Edit; '' = the automatic name (specs/1 section 4). */
  shapefileNameOverride: string;
  /** Whether the shapefile name field is open for editing (after Edit). */
  editingShapefileName: boolean;
}

export const INITIAL_KEY_DETAILS: KeyDetails = {
  site: { kind: 'new', name: '' },
  siteType: null,
  shapefileNameOverride: '',
  editingShapefileName: false,
};

/**
 * The shapefile chosen with "Select existing shape". It stays linked only while the shapes are
 * exactly the ones it set: any edit after that (draw, upload, delete, undo) drops the link and
 * the mask id (specs/1 section 4), and the submission then creates a new shapefile.
 */
export interface ImportedShapefile {
  shapefileId: string;
  shapefileName: string;
  siteId: string | null;
  siteName: string | null;
  siteType: SiteType | null;
  maskId: string | null;
  totalAreaHa: number;
  /** The features the selection put in the editor; compared one by one, by identity. */
  shapes: readonly EditableShape[];
}

/**
 * The imported shapefile if the shapes are still exactly the features it set (an edited vertex
 * makes a new feature object, an added or deleted shape changes the list), else null.
 */
export function activeImport(
  imported: ImportedShapefile | null,
  shapes: readonly EditableShape[],
): ImportedShapefile | null {
  if (!imported || imported.shapes.length !== shapes.length) return null;
  return imported.shapes.every((shape, index) => shape === shapes[index]) ? imported : null;
}

/** The site's name as typed or chosen ('' when none yet). */
export function siteTitleOf(details: KeyDetails): string {
  return details.site.kind === 'new' ? details.site.name.trim() : details.site.title;
}

/** The site type that will be sent: an existing site's own, or the one chosen for a new site. */
export function siteTypeOf(details: KeyDetails): SiteType | null {
  return details.site.kind === 'existing' ? details.site.siteType : details.siteType;
}

/**
 * specs/1 section 4: an imported (unedited) shapefile keeps its name; a name typed after Edit
 * wins; otherwise, when the geography lookup gave a country code, lowercase code + '_' + site
 * name; without a code there is no automatic name and the user types one.
 */
export function shapefileNameOf(
  details: KeyDetails,
  countryCode: string | null,
  imported: ImportedShapefile | null,
): string {
  if (imported) return imported.shapefileName;
  const typed = details.shapefileNameOverride.trim();
  if (typed) return typed;
  const site = siteTitleOf(details);
  return countryCode && site ? `${countryCode.toLowerCase()}_${site}` : '';
}

/** Step 2 needs a site name or an existing site, a shapefile name and a site type. */
export function keyDetailsComplete(
  details: KeyDetails,
  countryCode: string | null,
  imported: ImportedShapefile | null,
): boolean {
  if (imported) return true;
  const site = siteTitleOf(details);
  return (
    site.length > 0 &&
    site.length <= SITE_NAME_MAX_LENGTH &&
    shapefileNameOf(details, countryCode, imported).length > 0 &&
    siteTypeOf(details) !== null
  );
}
