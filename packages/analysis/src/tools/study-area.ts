import { contiguousFrame, cutAtAntimeridian, MAP_LATITUDE_LIMIT } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { DataSourceError } from '../sources/data-source.js';
import type { AdminAreaLookup, AnalysisTool, ToolContext } from './tool.js';

/**
 * Longitudes a study area may span once in its contiguous frame. Wider, a window on the world
 * is a band round it: rasters of the whole globe that froze the server (issue 11).
 */
export const MAX_STUDY_AREA_LONGITUDES = 180;

/** Why a stored shape cannot be analysed: a `runs.failures` code and its parameters. */
export interface StudyAreaFailure {
  code: 'STUDY_AREA_BEYOND_MAP' | 'STUDY_AREA_ROUND_THE_GLOBE' | 'STUDY_AREA_TOO_WIDE';
  params: Record<string, string | number>;
}

/**
 * The study area cannot be analysed. Permanent (a retry meets the same shape); thrown before any
 * data is read, so the run fails at once instead of reading the world.
 */
export class StudyAreaError extends DataSourceError {
  readonly failure: StudyAreaFailure;
  constructor(failure: StudyAreaFailure, message: string) {
    super(message, { transient: false });
    this.name = 'StudyAreaError';
    this.failure = failure;
  }
}

/** The shape cut at the antimeridian, with longitudes within ±180 (the world's frame). */
function inWorldFrame(shape: MultiPolygon): MultiPolygon | StudyAreaFailure {
  const cut = cutAtAntimeridian(shape, 1);
  if (!cut.valid) return { code: 'STUDY_AREA_ROUND_THE_GLOBE', params: {} };
  const geometry = cut.value;
  return geometry.type === 'MultiPolygon'
    ? geometry
    : { type: 'MultiPolygon', coordinates: [geometry.coordinates] };
}

/**
 * The study area as tools see it: stored shapes are checked again (they may predate the checks
 * of docs/decisions/0008-antimeridian-and-poles.md), cut at the antimeridian and put in one
 * contiguous frame, so a shape across 180 reads a window about its own width. Throws a
 * StudyAreaError for a shape beyond the map's latitudes, round a pole, or spanning more than
 * 180 degrees of longitude.
 */
export function studyAreaFrame(shape: MultiPolygon): MultiPolygon {
  for (const rings of shape.coordinates)
    for (const ring of rings)
      for (const [, latitude = 0] of ring)
        if (Math.abs(latitude) > MAP_LATITUDE_LIMIT)
          throw new StudyAreaError(
            { code: 'STUDY_AREA_BEYOND_MAP', params: { latitude, limit: 85.05 } },
            `The study area reaches latitude ${latitude}, beyond ±85.05°`,
          );
  const world = inWorldFrame(shape);
  if ('code' in world)
    throw new StudyAreaError(world, 'The study area goes all the way round the globe');
  const { shape: framed, bbox } = contiguousFrame(world);
  const degrees = Math.round((bbox[2] - bbox[0]) * 10) / 10;
  if (degrees > MAX_STUDY_AREA_LONGITUDES)
    throw new StudyAreaError(
      { code: 'STUDY_AREA_TOO_WIDE', params: { degrees, limit: MAX_STUDY_AREA_LONGITUDES } },
      `The study area spans ${degrees}° of longitude, more than ${MAX_STUDY_AREA_LONGITUDES}°`,
    );
  return framed;
}

/** Admin lookups read boundaries in the world's frame: give them the shape cut, within ±180. */
function worldAdmin(admin: AdminAreaLookup): AdminAreaLookup {
  return {
    areasOf(shape, signal) {
      const world = inWorldFrame(shape);
      return admin.areasOf('code' in world ? shape : world, signal);
    },
  };
}

/**
 * `tool` run on the study area's contiguous frame (`studyAreaFrame`): every tool of the
 * registry goes through this, so no tool sees a shape as a band round the globe.
 */
export function onStudyArea(tool: AnalysisTool): AnalysisTool {
  return {
    scriptType: tool.scriptType,
    version: tool.version,
    run: async (context: ToolContext) =>
      tool.run({
        ...context,
        shape: studyAreaFrame(context.shape),
        admin: worldAdmin(context.admin),
      }),
  };
}
