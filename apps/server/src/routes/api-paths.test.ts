import { describe, expect, it } from 'vitest';
import {
  analysisLayerUrl,
  assessmentReportFileUrl,
  localUploadUrl,
  maskDownloadPath,
} from './api-paths.js';

describe('maskDownloadPath', () => {
  it('escapes the mask name', () => {
    expect(maskDownloadPath('f1', 'my mask/1')).toBe(
      '/api/shape-file/f1/masks/my%20mask%2F1.geojson',
    );
  });
});

describe('analysisLayerUrl', () => {
  it('escapes the layer id', () => {
    expect(analysisLayerUrl('a1', 'ndvi/2024 base')).toBe(
      '/api/analysis/a1/layers/ndvi%2F2024%20base',
    );
  });
});

describe('localUploadUrl', () => {
  it('puts the token after /api/uploads/ as it is (its characters are URL-safe)', () => {
    expect(localUploadUrl('eyJrZXkiOiJ1In0.c2ln')).toBe('/api/uploads/eyJrZXkiOiJ1In0.c2ln');
  });
});

describe('assessmentReportFileUrl', () => {
  it('names the assessment, then the report', () => {
    expect(assessmentReportFileUrl('a1', 'r1')).toBe('/api/assessment/a1/reports/r1/file');
  });
});
