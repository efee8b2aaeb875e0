import { describe, expect, it } from 'vitest';
import { catalogueForViewer, hubDatasetsIn } from '../../src/catalogue/hub.js';
import { defaultInputs } from '../../src/catalogue/inputs.js';
import { INSTRUMENTS } from '../../src/catalogue/instruments.js';
import { presentInstrumentInfo } from '../../src/catalogue/present.js';
import { applyTemplate, TEMPLATES } from '../../src/catalogue/templates.js';
import { TOOLS } from '../../src/catalogue/tools.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const types = (list: { type: string }[]) => list.map((instrument) => instrument.type);

describe('the access:hub datasets (decision 0026)', () => {
  it('are Dynamic World and ESA WorldCover, offered to hub holders only', () => {
    expect(types(catalogueForViewer(true).lcInstruments)).toEqual([
      'modis',
      'esa-cci',
      'esri',
      'worldcover',
      'dynamicworld',
    ]);
    expect(types(catalogueForViewer(false).lcInstruments)).toEqual(['modis', 'esa-cci', 'esri']);
    expect(catalogueForViewer(false).instruments).toEqual(INSTRUMENTS.instruments);
    expect(catalogueForViewer(false).monitoringInstruments).toEqual(
      INSTRUMENTS.monitoringInstruments,
    );
    const served = presentInstrumentInfo('en', NOW, catalogueForViewer(false));
    expect(types(served.lcInstruments)).not.toContain('dynamicworld');
  });

  it('are no tool default and no template value, so everyone can run the defaults', () => {
    for (const tool of TOOLS) {
      expect(hubDatasetsIn({ [tool.scriptType]: defaultInputs(tool, NOW) })).toEqual([]);
    }
    for (const template of TEMPLATES) {
      expect(hubDatasetsIn(applyTemplate(template, TOOLS, NOW))).toEqual([]);
    }
  });

  it('are found wherever an input names one', () => {
    expect(
      hubDatasetsIn({
        landCoverChange: { lcDatasetName: 'dynamicworld', baseYear: 2016 },
        vegetationChange: { instrumentName: 'sentinel2' },
        unknownTool: { lcDatasetName: 'worldcover' },
      }),
    ).toEqual([
      { scriptType: 'landCoverChange', parameter: 'lcDatasetName', dataset: 'dynamicworld' },
    ]);
    expect(hubDatasetsIn({ landCoverChange: { lcDatasetName: 'esri' } })).toEqual([]);
    expect(hubDatasetsIn({ landCoverChange: 'not inputs' })).toEqual([]);
  });
});
