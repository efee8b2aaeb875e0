import type { MaskLayer } from '@ecotone/contracts';
import { languageToLocale } from '@ecotone/i18n';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalysisMetadata } from '../../analysis-inputs';
import { usePreferences } from '../../preferences';
import { useAreaText } from '../define-shape/shape-toolbar';
import { useShapeMeasures } from '../define-shape/use-shape-measures';
import { MaskAreasView } from '../exclusion/mask-areas';
import { maskSummary } from '../exclusion/mask-summary';
import type { MaskAreas } from '../exclusion/use-mask-preview';
import type { WizardDraft } from '../submit/workflow-request';
import { ReviewMap } from './review-map';
import { type MetadataState, type ReviewSummary, reviewSummary } from './review-summary';

interface ReviewStepProps {
  draft: WizardDraft;
  /** Total, mask and project area from the exclusion masks' preview. */
  maskAreas: MaskAreas;
  /** Shown above the summary: the submission's error, if any. */
  children?: ReactNode;
}

/**
 * Step 4, Review (specs/1 section 2.5): a map preview of the shapes and a summary of the site,
 * site type, shapefile name, area, restoration activity, analysis template, tools and masks.
 */
export function ReviewStep({ draft, maskAreas, children }: ReviewStepProps) {
  const { t } = useTranslation();
  const metadata = useAnalysisMetadata();
  const state: MetadataState =
    metadata.status === 'success' ? { status: 'success', data: metadata.data } : metadata;
  const summary = reviewSummary(draft, state);

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', py: 3, px: 2 }} data-testid="review-step">
      <Typography variant="h6" component="h2">
        {t('review.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('review.intro')}
      </Typography>
      {children && <Box sx={{ mb: 2 }}>{children}</Box>}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <ReviewMap shapes={draft.shapes} />
        <SummaryList summary={summary} draft={draft} maskAreas={maskAreas} />
      </Box>
    </Box>
  );
}

function SummaryList({
  summary,
  draft,
  maskAreas,
}: {
  summary: ReviewSummary;
  draft: WizardDraft;
  maskAreas: MaskAreas;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const notSet = t('review.notSet');
  const site = summary.site
    ? t(summary.site.kind === 'new' ? 'review.newSite' : 'review.existingSite', {
        name: summary.site.name,
      })
    : notSet;
  const shapefile = summary.shapefile
    ? summary.shapefile.existing
      ? t('review.existingShapefile', { name: summary.shapefile.name })
      : summary.shapefile.name
    : notSet;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('review.summary')}
      </Typography>
      <Stack component="dl" sx={{ m: 0, gap: 1.5 }}>
        <Row label={t('review.site')} testId="review-site">
          {site}
        </Row>
        <Row label={t('review.siteType')} testId="review-site-type">
          {summary.siteType ? t(`workflow.siteTypes.${summary.siteType}`) : notSet}
        </Row>
        <Row label={t('review.shapefileName')} testId="review-shapefile-name">
          {shapefile}
        </Row>
        <Row label={t('review.area')} testId="review-area">
          <AreaText draft={draft} />
        </Row>
        <Row label={t('review.activity')} testId="review-activity">
          {summary.activity
            ? t(`analysisInputs.analyzeStep.activities.${summary.activity}`)
            : t('review.automatic')}
        </Row>
        <Row label={t('review.template')} testId="review-template">
          <TemplateText summary={summary} />
        </Row>
        <Row label={t('review.tools')} testId="review-tools">
          <ToolsText summary={summary} />
        </Row>
        <Row label={t('review.masks')} testId="review-masks">
          <MaskSettingsText draft={draft} />
        </Row>
        <Row label={t('masks.areas.title')} testId="review-mask-areas">
          <MaskAreasView areas={maskAreas} />
        </Row>
      </Stack>
    </Box>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }} data-testid={testId}>
        {children}
      </Typography>
    </div>
  );
}

/** The shapes' total area in the user's unit system, measured as step 1 measures it. */
function AreaText({ draft }: { draft: WizardDraft }) {
  const { t } = useTranslation();
  const measures = useShapeMeasures(draft.shapes);
  const text = useAreaText(measures);
  if (measures.status === 'pending') return <span aria-busy="true">{t('review.measuring')}</span>;
  if (measures.status === 'failed') return text;
  return <span data-hectares={measures.areaHectares}>{text}</span>;
}

/** The exclusion mode and its choices (specs/1 section 2.5, step 4 "mask settings"). */
function MaskSettingsText({ draft }: { draft: WizardDraft }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const activity = draft.analyzeChoice.mode === 'manual' ? draft.analyzeChoice.activity : null;
  const summary = maskSummary(draft.maskSettings, activity, draft.linkedImport?.maskId ?? null);
  const list = (layers: readonly MaskLayer[]) =>
    layers.length === 0
      ? t('masks.summary.noLayers')
      : new Intl.ListFormat(languageToLocale(language), { type: 'conjunction' }).format(
          layers.map((layer) => t(`masks.layers.${layer}`)),
        );
  switch (summary.kind) {
    case 'existing':
      return t('masks.summary.existing');
    case 'none':
      return t('masks.summary.none');
    case 'automatic':
      return t('masks.summary.automatic', { layers: list(summary.layers) });
    case 'upload':
      return t('masks.summary.upload', { name: summary.fileName ?? t('review.notSet') });
    case 'manual': {
      const { options } = summary;
      return (
        <>
          {t('masks.summary.manual', { layers: list(summary.layers) })}
          <Typography
            variant="body2"
            component="span"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {t('masks.summary.thresholds', {
              dataset: t(`masks.datasets.${options.landCoverDataset}`),
              year: options.year,
              slope: options.slopeDegrees,
              herbaceous: options.herbaceousPercent,
              tree: options.treePercent,
              probability: options.natSemiProbability,
            })}
          </Typography>
        </>
      );
    }
  }
}

function TemplateText({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  switch (summary.template.kind) {
    case 'automatic':
      return t('review.automatic');
    case 'template':
      return summary.template.label;
    case 'custom':
      return t('review.custom');
    case 'pending':
      return <span aria-busy="true">{t('web.app.loading')}</span>;
  }
}

function ToolsText({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { tools } = summary;
  if (tools.kind === 'pending') return <span aria-busy="true">{t('review.toolsLoading')}</span>;
  if (tools.kind === 'failed') return t('review.toolsFailed');
  if (tools.labels.length === 0) return t('review.noTools');
  return new Intl.ListFormat(languageToLocale(language), { type: 'conjunction' }).format(
    tools.labels,
  );
}
