import type { Translate } from '../context-model.js';

interface LineageEntryTexts {
  datasetId: string;
  name: string;
  license: string;
  citation: string;
}

/**
 * A data source's name, licence and citation in the reader's language. Lineage is stored as the
 * dataset gave it (English); `results.dataSources.datasets.{datasetId}.*` translates the texts
 * of datasets the project writes itself (the synthetic demo data, Natural Earth's entry) and
 * `results.dataSources.licenses.*` licence identifiers. Anything else is a dataset's own text
 * and is shown as it came.
 */
export function lineageTexts(entry: LineageEntryTexts, translate: Translate): LineageEntryTexts {
  const own = (field: 'name' | 'license' | 'citation') => {
    const key = `results.dataSources.datasets.${entry.datasetId}.${field}`;
    const text = translate(key);
    return text === key ? undefined : text;
  };
  const licenseKey = `results.dataSources.licenses.${entry.license}`;
  const license = translate(licenseKey);
  return {
    datasetId: entry.datasetId,
    name: own('name') ?? entry.name,
    license: own('license') ?? (license === licenseKey ? entry.license : license),
    citation: own('citation') ?? entry.citation,
  };
}
