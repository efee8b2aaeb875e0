import type { SpeciesDetailAnswer, SpeciesListAnswer } from '@ecotone/contracts';
import { z } from 'zod';
import type { AccessPolicy } from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import type { ComputePool } from '../compute/compute-pool.js';
import { runShapeTask } from '../compute/shape-pool.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import type { ShapefileRepository } from '../repositories/shapefile.repository.js';
import type { SpeciesListOutput } from './species-list.task.js';

export interface SpeciesDependencies {
  shapefiles: Pick<ShapefileRepository, 'geometry'>;
  accessPolicy: Pick<AccessPolicy, 'subject' | 'require'>;
  compute: Pick<ComputePool, 'run'>;
  /** The analyses' data source settings: synthetic, or the catalogue and its restricted flag. */
  analysisData: Config['analysisData'];
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The species endpoints (docs/analyses/biodiversity-context.md): the species whose IUCN range
 * overlaps a shapefile's shape, under the access policy: any level on the shapefile (anyone else: NOT_FOUND).
 * The ranges are read and intersected on the shape pool, never on the HTTP thread. Restricted
 * ranges (ENABLE_RESTRICTED_LAYERS off) answer DATA_RESTRICTED naming the dataset and licence.
 */
export function createSpeciesService(deps: SpeciesDependencies) {
  async function speciesOf(
    viewer: Viewer,
    shapefileId: string,
    scientificName?: string,
  ): Promise<Extract<SpeciesListOutput, { kind: 'species' }>> {
    if (!isUuid(shapefileId)) throw new AppError('NOT_FOUND');
    const who = await deps.accessPolicy.subject(viewer);
    await deps.accessPolicy.require(who, 'shapefile', shapefileId);
    const shape = await deps.shapefiles.geometry(shapefileId);
    if (!shape) throw new AppError('NOT_FOUND');
    const answer = await runShapeTask(deps.compute, 'speciesList', {
      data: deps.analysisData,
      shape,
      ...(scientificName === undefined ? {} : { scientificName }),
    });
    if (answer.kind === 'restricted')
      throw new AppError('DATA_RESTRICTED', { dataset: answer.dataset, license: answer.license });
    return answer;
  }

  return {
    /** GET /api/biodiversity/iucn-species-list?shapefileId= */
    async list(viewer: Viewer, shapefileId: string): Promise<SpeciesListAnswer> {
      const { species, source } = await speciesOf(viewer, shapefileId);
      return {
        success: true,
        data: species.map(({ taxon: _taxon, threats: _threats, ...record }) => record),
        source,
      };
    },

    /** GET /api/species/{scientificName}?shapefileId= */
    async detail(
      viewer: Viewer,
      shapefileId: string,
      scientificName: string,
    ): Promise<SpeciesDetailAnswer> {
      const { species, source } = await speciesOf(viewer, shapefileId, scientificName);
      const found = species[0];
      if (!found) throw new AppError('NOT_FOUND');
      return {
        success: true,
        data: { ...found, taxon: found.taxon ?? null, threats: found.threats ?? [] },
        source,
      };
    },
  };
}

export type SpeciesService = ReturnType<typeof createSpeciesService>;
