import type { SiteType } from '@ecotone/contracts';
import { SITE_NAME_MAX_LENGTH } from '@ecotone/contracts';
import type { EditableShape } from '../../shapes/editable-shape';
import type { ImportedShapefile } from '../../shapes/imported-shapefile';

/**
 * What the wizard holds besides the shapes and the analysis choice (specs/1 sections 2.5 and 4):
 * step 2's key details and the existing shapefile picked with "Select existing shape". It lives
 * in the wizard, so moving between steps keeps it, and a failed submission loses nothing.
 */

/** Step 2's site: a new one by name, or one that exists (its type comes with it). */
export type SiteChoice =
  | { kind: 'new'; name: string }
  | { kind: 'existing'; siteId: string; title: string; siteType: SiteType };

/** Which of step 2's two site choices the user is making. */
export type SiteMode = SiteChoice['kind'];

export interface KeyDetails {
  /**
   * The site choice being made. In 'existing' mode with no site picked yet, `site` still holds
   * the new-site name typed before, so switching back loses nothing; it is not sent until the
   * mode and the choice agree (`siteTitleOf`).
   */
  siteMode: SiteMode;
  site: SiteChoice;
  /** A new site's type; an existing site brings its own. */
  siteType: SiteType | null;
  /** What the user typed after pressing Edit; '' = the automatic name (specs/1 section 4). */
  shapefileNameOverride: string;
  /** Whether the shapefile name field is open for editing (after Edit). */
  editingShapefileName: boolean;
}

export const INITIAL_KEY_DETAILS: KeyDetails = {
  siteMode: 'new',
  site: { kind: 'new', name: '' },
  siteType: null,
  shapefileNameOverride: '',
  editingShapefileName: false,
};

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

/** The site's name as typed or chosen ('' when none yet, or while the mode has no choice). */
export function siteTitleOf(details: KeyDetails): string {
  if (details.site.kind !== details.siteMode) return '';
  return details.site.kind === 'new' ? details.site.name.trim() : details.site.title;
}

/** The site type that will be sent: an existing site's own, or the one chosen for a new site. */
export function siteTypeOf(details: KeyDetails): SiteType | null {
  if (details.siteMode === 'new') return details.siteType;
  return details.site.kind === 'existing' ? details.site.siteType : null;
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

/** What step 2 still lacks, in the order of its fields, so the step can say why Next is off. */
export type KeyDetailsGap =
  | 'siteName'
  | 'siteNameTooLong'
  | 'existingSite'
  | 'shapefileName'
  | 'siteType';

/**
 * Step 2 needs a site name or an existing site, a shapefile name and a site type (specs/1
 * section 4). A missing shapefile name is only reported once there is a site: before that, the
 * site is what is missing (the automatic name follows it).
 */
export function keyDetailsGaps(
  details: KeyDetails,
  countryCode: string | null,
  imported: ImportedShapefile | null,
): KeyDetailsGap[] {
  if (imported) return [];
  const gaps: KeyDetailsGap[] = [];
  const site = siteTitleOf(details);
  if (details.siteMode === 'existing') {
    if (!site) gaps.push('existingSite');
  } else if (!site) gaps.push('siteName');
  else if (site.length > SITE_NAME_MAX_LENGTH) gaps.push('siteNameTooLong');
  if (site && !shapefileNameOf(details, countryCode, imported)) gaps.push('shapefileName');
  if (details.siteMode === 'new' && siteTypeOf(details) === null) gaps.push('siteType');
  return gaps;
}

/** Step 2 is complete when nothing is missing (see `keyDetailsGaps`). */
export function keyDetailsComplete(
  details: KeyDetails,
  countryCode: string | null,
  imported: ImportedShapefile | null,
): boolean {
  return keyDetailsGaps(details, countryCode, imported).length === 0;
}

/**
 * Switching the site choice. Going to 'existing' keeps the typed new-site name for a way back;
 * going to 'new' drops a picked existing site (its name is not a new site's name).
 */
export function chooseSiteMode(details: KeyDetails, siteMode: SiteMode): KeyDetails {
  const site: SiteChoice =
    siteMode === 'new' && details.site.kind === 'existing'
      ? { kind: 'new', name: '' }
      : details.site;
  return { ...details, siteMode, site };
}

/** Picks an existing site (null when the choice is cleared: nothing is picked then). */
export function chooseExistingSite(
  details: KeyDetails,
  picked: { siteId: string; title: string; siteType: SiteType } | null,
): KeyDetails {
  if (picked) return { ...details, siteMode: 'existing', site: { kind: 'existing', ...picked } };
  const site: SiteChoice = details.site.kind === 'new' ? details.site : { kind: 'new', name: '' };
  return { ...details, siteMode: 'existing', site };
}

/** Edit opens the shapefile name field holding the name shown until then. */
export function startEditingShapefileName(details: KeyDetails, currentName: string): KeyDetails {
  return { ...details, editingShapefileName: true, shapefileNameOverride: currentName };
}

/**
 * Leaving the field empty returns to the automatic name (specs/1 section 4): the field closes.
 * A typed name stays, and the field stays open to show it can still be changed.
 */
export function finishEditingShapefileName(details: KeyDetails): KeyDetails {
  if (details.shapefileNameOverride.trim()) return details;
  return { ...details, editingShapefileName: false, shapefileNameOverride: '' };
}
