import { workflowRunBodySchema } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { EditableShape } from '../../../shapes/editable-shape';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import { INITIAL_ANALYZE_CHOICE } from '../analyze-step/analyze-choice';
import {
  chooseMaskMode,
  INITIAL_MASK_SETTINGS,
  type MaskSettings,
} from '../exclusion/mask-settings';
import { INITIAL_KEY_DETAILS } from '../wizard-draft';
import { buildWorkflowRequest, rememberSubmission, type WizardDraft } from './workflow-request';

const ID_A = '6a2f41a3-c54c-4b6a-9a7c-1c4f6b0d2e11';
const ID_B = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SITE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SHAPEFILE_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';

const square: EditableShape = {
  id: 'a',
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-105.123456789, 40.987654321],
        [-105.0000004, 40.987654321],
        [-105.0000004, 41.1234567],
        [-105.123456789, 40.987654321],
      ],
    ],
  },
};

const newSiteDraft: WizardDraft = {
  shapes: [square],
  keyDetails: {
    ...INITIAL_KEY_DETAILS,
    site: { kind: 'new', name: ' Bar K Ranch ' },
    siteType: 'ranch',
  },
  countryCode: 'USA',
  linkedImport: null,
  analyzeChoice: INITIAL_ANALYZE_CHOICE,
  maskSettings: INITIAL_MASK_SETTINGS,
};

const imported: ImportedShapefile = {
  shapefileId: SHAPEFILE_ID,
  shapefileName: 'usa_old ranch',
  siteId: SITE_ID,
  siteName: 'Old ranch',
  siteType: 'ranch',
  maskId: null,
  totalAreaHa: 12,
  shapes: [square],
};

const manualInputs = { context: {}, landCoverChange: { baseYear: 2016 } };

describe('buildWorkflowRequest', () => {
  it('sends a drawn shape for a new site, rounded to 6 decimals, automatic analysis', () => {
    const request = buildWorkflowRequest(newSiteDraft, ID_A);
    expect(request).toEqual({
      workflowName: 'create-shape-and-assessment',
      workflowParams: {
        requestId: ID_A,
        geoJson: {
          type: 'FeatureCollection',
          features: [
            {
              ...square,
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-105.123457, 40.987654],
                    [-105, 40.987654],
                    [-105, 41.123457],
                    [-105.123457, 40.987654],
                  ],
                ],
              },
            },
          ],
        },
        importedShapefileId: null,
        siteId: null,
        siteName: 'Bar K Ranch',
        siteType: 'ranch',
        shapefileName: 'usa_Bar K Ranch',
        analysisInputs: null,
        restorationActivity: null,
        // Automatic masks (the default): neither options nor a mask, the server applies the
        // activity's default layers.
        skipMask: false,
        maskOptions: null,
        maskGeojson: null,
      },
      workflowDataBucketInfo: null,
    });
    expect(workflowRunBodySchema.safeParse(request).success).toBe(true);
  });

  it('does not change the shapes it rounds', () => {
    buildWorkflowRequest(newSiteDraft, ID_A);
    expect(square.geometry.coordinates[0]?.[0]).toEqual([-105.123456789, 40.987654321]);
  });

  it('names an existing site by id, without a name or type', () => {
    const draft: WizardDraft = {
      ...newSiteDraft,
      keyDetails: {
        ...INITIAL_KEY_DETAILS,
        siteMode: 'existing',
        site: { kind: 'existing', siteId: SITE_ID, title: 'Finca Sol', siteType: 'farm' },
        shapefileNameOverride: 'north paddock',
      },
    };
    const { workflowName, workflowParams } = buildWorkflowRequest(draft, ID_A);
    expect(workflowName).toBe('create-shape-and-assessment');
    expect(workflowParams).toMatchObject({
      siteId: SITE_ID,
      siteName: null,
      siteType: null,
      shapefileName: 'north paddock',
    });
  });

  it('sends a manual analysis with its inputs and activity', () => {
    const draft: WizardDraft = {
      ...newSiteDraft,
      analyzeChoice: { mode: 'manual', activity: 'mangroveRestoration', inputs: manualInputs },
    };
    expect(buildWorkflowRequest(draft, ID_A).workflowParams).toMatchObject({
      analysisInputs: manualInputs,
      restorationActivity: 'mangroveRestoration',
    });
  });

  it('never turns an unfinished manual choice into an automatic analysis', () => {
    const draft: WizardDraft = {
      ...newSiteDraft,
      analyzeChoice: { mode: 'manual', activity: null, inputs: null },
    };
    expect(buildWorkflowRequest(draft, ID_A).workflowParams).toMatchObject({
      analysisInputs: {},
      restorationActivity: null,
    });
  });

  it('sends missing names as null so the server says what is missing', () => {
    const draft: WizardDraft = { ...newSiteDraft, keyDetails: INITIAL_KEY_DETAILS };
    expect(buildWorkflowRequest(draft, ID_A).workflowParams).toMatchObject({
      siteName: null,
      siteType: null,
      shapefileName: null,
    });
  });

  it('sends an unedited imported shapefile by id only, its masks as the mode says', () => {
    const draft: WizardDraft = {
      ...newSiteDraft,
      linkedImport: imported,
      analyzeChoice: { mode: 'manual', activity: 'custom', inputs: manualInputs },
    };
    const request = buildWorkflowRequest(draft, ID_A);
    expect(request).toEqual({
      workflowName: 'create-assessment',
      workflowParams: {
        requestId: ID_A,
        geoJson: null,
        importedShapefileId: SHAPEFILE_ID,
        siteId: null,
        siteName: null,
        siteType: null,
        shapefileName: null,
        analysisInputs: manualInputs,
        restorationActivity: 'custom',
        skipMask: false,
        maskOptions: null,
        maskGeojson: null,
      },
      workflowDataBucketInfo: null,
    });
    expect(workflowRunBodySchema.safeParse(request).success).toBe(true);
  });
});

describe('rememberSubmission', () => {
  const first = rememberSubmission(null, buildWorkflowRequest(newSiteDraft, ID_A));

  it('gives the first submission of a draft the candidate id', () => {
    expect(first.request.workflowParams.requestId).toBe(ID_A);
  });

  it('keeps the id while nothing in the draft changed (double click, retry)', () => {
    const again = rememberSubmission(first, buildWorkflowRequest(newSiteDraft, ID_B));
    expect(again.request.workflowParams.requestId).toBe(ID_A);
    const sameContent = { ...newSiteDraft, shapes: [{ ...square }] };
    expect(
      rememberSubmission(first, buildWorkflowRequest(sameContent, ID_B)).request.workflowParams
        .requestId,
    ).toBe(ID_A);
  });

  it('takes a new id after any change of the draft', () => {
    const renamed: WizardDraft = {
      ...newSiteDraft,
      keyDetails: { ...newSiteDraft.keyDetails, siteType: 'farm' },
    };
    const manual: WizardDraft = {
      ...newSiteDraft,
      analyzeChoice: { mode: 'manual', activity: 'custom', inputs: manualInputs },
    };
    const moved: WizardDraft = {
      ...newSiteDraft,
      shapes: [
        {
          ...square,
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
        },
      ],
    };
    for (const changed of [renamed, manual, moved]) {
      const next = rememberSubmission(first, buildWorkflowRequest(changed, ID_B));
      expect(next.request.workflowParams.requestId).toBe(ID_B);
    }
  });

  it('takes a new id after a success, which forgets the last submission', () => {
    const afterSuccess = rememberSubmission(null, buildWorkflowRequest(newSiteDraft, ID_B));
    expect(afterSuccess.request.workflowParams.requestId).toBe(ID_B);
  });
});

describe('the mask fields of the submission', () => {
  const withMasks = (maskSettings: MaskSettings, linkedImport: ImportedShapefile | null = null) =>
    buildWorkflowRequest({ ...newSiteDraft, maskSettings, linkedImport }, ID_A).workflowParams;
  const pick = ({ skipMask, maskOptions, maskGeojson }: ReturnType<typeof withMasks>) => ({
    skipMask,
    maskOptions,
    maskGeojson,
  });
  const upload = {
    fileName: 'mask.geojson',
    collection: {
      type: 'FeatureCollection' as const,
      features: [{ ...square, id: undefined, properties: {} }],
    },
  };

  it('skips masks in mode none', () => {
    const none = chooseMaskMode(INITIAL_MASK_SETTINGS, 'none', null);
    expect(pick(withMasks(none))).toEqual({ skipMask: true, maskOptions: null, maskGeojson: null });
  });

  it('sends the options of manual mode, with the ticked layers and thresholds', () => {
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null);
    const params = withMasks({ ...manual, options: { ...manual.options, slopeDegrees: 12 } });
    expect(pick(params)).toEqual({
      skipMask: false,
      maskOptions: {
        landCoverDataset: 'dynamicworld',
        masks: ['built', 'transportation', 'water'],
        year: 2024,
        slopeDegrees: 12,
        herbaceousPercent: 20,
        treePercent: 20,
        natSemiProbability: 50,
      },
      maskGeojson: null,
    });
    expect(
      workflowRunBodySchema.safeParse({
        workflowName: 'create-shape-and-assessment',
        workflowParams: params,
      }).success,
    ).toBe(true);
  });

  it('sends the uploaded mask in upload mode, and no options', () => {
    const uploaded = { ...chooseMaskMode(INITIAL_MASK_SETTINGS, 'upload', null), upload };
    expect(pick(withMasks(uploaded))).toEqual({
      skipMask: false,
      maskOptions: null,
      maskGeojson: upload.collection,
    });
  });

  it('keeps the mask set of an imported shapefile that has one, whatever the mode', () => {
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null);
    const withSet = { ...imported, maskId: ID_B };
    expect(pick(withMasks(manual, withSet))).toEqual({
      skipMask: true,
      maskOptions: null,
      maskGeojson: null,
    });
  });
});
