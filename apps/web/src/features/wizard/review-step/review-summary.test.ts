import { describe, expect, it } from 'vitest';
import type { EditableShape } from '../../../shapes/editable-shape';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import { applyTemplate } from '../../analysis-inputs';
// The fixture is not in the feature's index: whatever an index exports ships with its importer.
import { metadata } from '../../analysis-inputs/metadata.fixture';
import { INITIAL_ANALYZE_CHOICE } from '../analyze-step/analyze-choice';
import { INITIAL_MASK_SETTINGS } from '../exclusion/mask-settings';
import type { WizardDraft } from '../submit/workflow-request';
import { INITIAL_KEY_DETAILS } from '../wizard-draft';
import { type MetadataState, reviewSummary } from './review-summary';

const square: EditableShape = {
  id: 'a',
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
};

const draft: WizardDraft = {
  shapes: [square],
  keyDetails: { ...INITIAL_KEY_DETAILS, site: { kind: 'new', name: 'Bar K' }, siteType: 'ranch' },
  countryCode: 'USA',
  linkedImport: null,
  analyzeChoice: INITIAL_ANALYZE_CHOICE,
  maskSettings: INITIAL_MASK_SETTINGS,
};
const loaded: MetadataState = { status: 'success', data: metadata };
const grasslands = metadata.templates.find((template) => template.id === 'grasslands1');
if (!grasslands) throw new Error('the fixture has the grasslands template');

describe('reviewSummary', () => {
  it('shows a new site, its type and the automatic shapefile name', () => {
    expect(reviewSummary(draft, loaded)).toMatchObject({
      site: { kind: 'new', name: 'Bar K' },
      siteType: 'ranch',
      shapefile: { name: 'usa_Bar K', existing: false },
    });
  });

  it('shows an existing site with its own type', () => {
    const existing: WizardDraft = {
      ...draft,
      keyDetails: {
        ...INITIAL_KEY_DETAILS,
        siteMode: 'existing',
        site: { kind: 'existing', siteId: 'x', title: 'Finca Sol', siteType: 'farm' },
      },
    };
    expect(reviewSummary(existing, loaded)).toMatchObject({
      site: { kind: 'existing', name: 'Finca Sol' },
      siteType: 'farm',
      shapefile: { name: 'usa_Finca Sol', existing: false },
    });
  });

  it('shows an imported shapefile with its site and name', () => {
    const imported: ImportedShapefile = {
      shapefileId: 'id',
      shapefileName: 'usa_old',
      siteId: 'site',
      siteName: 'Old ranch',
      siteType: 'ranch',
      maskId: null,
      totalAreaHa: 1,
      shapes: [square],
    };
    expect(reviewSummary({ ...draft, linkedImport: imported }, loaded)).toMatchObject({
      site: { kind: 'existing', name: 'Old ranch' },
      siteType: 'ranch',
      shapefile: { name: 'usa_old', existing: true },
    });
  });

  it('leaves what is not chosen unset', () => {
    expect(reviewSummary({ ...draft, keyDetails: INITIAL_KEY_DETAILS }, loaded)).toMatchObject({
      site: null,
      siteType: null,
      shapefile: null,
    });
  });

  it("lists the undetermined activity's available tools for an automatic analysis", () => {
    expect(reviewSummary(draft, loaded)).toMatchObject({
      activity: null,
      template: { kind: 'automatic' },
      tools: { kind: 'list', labels: ['context', 'carbonInputs'] },
    });
    // A tool of that template that this server cannot run is not listed.
    const unavailable: MetadataState = {
      status: 'success',
      data: {
        ...metadata,
        tools: metadata.tools.map((tool) =>
          tool.scriptType === 'carbonInputs' ? { ...tool, available: false } : tool,
        ),
      },
    };
    expect(reviewSummary(draft, unavailable).tools).toEqual({ kind: 'list', labels: ['context'] });
  });

  it("names a manual analysis's activity, matching template and enabled tools", () => {
    const manual: WizardDraft = {
      ...draft,
      analyzeChoice: {
        mode: 'manual',
        activity: 'sustainableGrasslandsManagement',
        inputs: applyTemplate(metadata, grasslands),
      },
    };
    expect(reviewSummary(manual, loaded)).toMatchObject({
      activity: 'sustainableGrasslandsManagement',
      template: { kind: 'template', label: 'Grasslands' },
      tools: { kind: 'list', labels: ['context', 'landCoverChange'] },
    });
  });

  it("calls inputs that match no template 'Custom'", () => {
    const custom: WizardDraft = {
      ...draft,
      analyzeChoice: { mode: 'manual', activity: 'custom', inputs: { forestCarbon: {} } },
    };
    expect(reviewSummary(custom, loaded)).toMatchObject({
      activity: 'custom',
      template: { kind: 'custom' },
      tools: { kind: 'list', labels: ['forestCarbon'] },
    });
  });

  it('says when the catalogue is loading or failed', () => {
    const manual: WizardDraft = {
      ...draft,
      analyzeChoice: { mode: 'manual', activity: 'custom', inputs: { context: {} } },
    };
    expect(reviewSummary(manual, { status: 'pending' })).toMatchObject({
      template: { kind: 'pending' },
      tools: { kind: 'pending' },
    });
    expect(reviewSummary(draft, { status: 'error' })).toMatchObject({
      template: { kind: 'automatic' },
      tools: { kind: 'failed' },
    });
  });
});
