import type { InputsCollection } from '../tools/script-types.js';
import { instrumentListFor } from './inputs.js';
import { INSTRUMENTS, type InstrumentCatalogue } from './instruments.js';
import { TOOLS } from './tools.js';
import type { InstrumentDefinition, ToolDefinition } from './types.js';

/**
 * The access:hub permission's larger set of providers (decision 0026): some datasets are offered
 * only to its holders. The server filters the lists it serves with `catalogueForViewer` and
 * refuses a run naming a hub-only dataset (`hubDatasetsIn`) from anyone else.
 */

const open = (list: InstrumentDefinition[]) => list.filter((instrument) => !instrument.hubOnly);

/** The datasets a viewer is offered: all of them with access:hub, the others without. */
export function catalogueForViewer(
  hasHubAccess: boolean,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): InstrumentCatalogue {
  if (hasHubAccess) return catalogue;
  return {
    instruments: open(catalogue.instruments),
    lcInstruments: open(catalogue.lcInstruments),
    monitoringInstruments: open(catalogue.monitoringInstruments),
  };
}

/** One input naming a hub-only dataset. */
export interface HubDatasetUse {
  scriptType: string;
  parameter: string;
  dataset: string;
}

/** Every input of the collection that names a hub-only dataset; empty when none does. */
export function hubDatasetsIn(
  collection: InputsCollection | Record<string, unknown>,
  tools: readonly ToolDefinition[] = TOOLS,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): HubDatasetUse[] {
  const uses: HubDatasetUse[] = [];
  for (const [scriptType, given] of Object.entries(collection)) {
    const tool = tools.find((candidate) => candidate.scriptType === scriptType);
    if (!tool || typeof given !== 'object' || given === null) continue;
    const values = given as Record<string, unknown>;
    for (const parameter of tool.parameters) {
      const list = instrumentListFor(parameter.component, catalogue);
      const named = list?.find((instrument) => instrument.type === values[parameter.id]);
      if (named?.hubOnly) uses.push({ scriptType, parameter: parameter.id, dataset: named.type });
    }
  }
  return uses;
}
