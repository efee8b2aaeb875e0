import type { SitesPageItem } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  matchingSites,
  moneyText,
  needsReplacement,
  parseFinancial,
  percentText,
  replacementChoices,
  siteTypeValue,
} from './site-rules';

const site = (title: string, project: string | null = null): SitesPageItem => ({
  siteId: `00000000-0000-4000-8000-${String(title.length).padStart(12, '0')}`,
  title,
  siteType: 'ranch',
  assessmentCount: 0,
  shapefileCount: 0,
  primaryAssessmentId: null,
  parentProject: project ? { projectId: 'p', title: project } : null,
  accessLevel: 'full',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('site rules', () => {
  it('searches titles and parent projects, ignoring case and accents', () => {
    const sites = [site('Rancho Álamo'), site('Finca', 'Cuenca Norte'), site('Other')];
    expect(matchingSites(sites, 'alamo').map((row) => row.title)).toEqual(['Rancho Álamo']);
    expect(matchingSites(sites, 'NORTE').map((row) => row.title)).toEqual(['Finca']);
    expect(matchingSites(sites, '  ')).toHaveLength(3);
  });

  it('shows "Not defined" (empty) for a type not among the options', () => {
    expect(siteTypeValue('forest')).toBe('forest');
    expect(siteTypeValue('pipeline')).toBe('');
    expect(siteTypeValue(null)).toBe('');
  });

  it('needs a replacement when shapefiles or assessments remain, chosen among the other sites', () => {
    expect(needsReplacement({ shapefiles: [], assessments: [] })).toBe(false);
    expect(
      needsReplacement({
        shapefiles: [
          {
            shapefileId: 'x',
            shapefileName: 'x',
            dateCreated: '2026-01-01T00:00:00.000Z',
            totalAreaHa: 1,
          },
        ],
        assessments: [],
      }),
    ).toBe(true);
    const doomed = site('A');
    const sites = [doomed, site('BB')];
    expect(replacementChoices(sites, doomed.siteId).map((row) => row.title)).toEqual(['BB']);
  });

  it('reads financial values in range, empty as unknown, the rest refused', () => {
    expect(parseFinancial('revenueSharePercent', '12.5')).toBe(12.5);
    expect(parseFinancial('revenueSharePercent', '101')).toBeUndefined();
    expect(parseFinancial('agreementTermYears', '2.5')).toBeUndefined();
    expect(parseFinancial('agreementTermYears', '0')).toBeUndefined();
    expect(parseFinancial('annualLandownerPaymentUsd', ' ')).toBeNull();
    expect(parseFinancial('annualLandownerPaymentUsd', 'abc')).toBeUndefined();
  });

  it('writes money as USD and percentages from 0-100', () => {
    expect(moneyText(12000, 'en')).toBe('$12,000');
    expect(percentText(12.5, 'en')).toBe('12.5%');
    expect(moneyText(12000, 'es')).toMatch(/12\.000\sUS\$/);
  });
});
