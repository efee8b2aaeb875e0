import {
  MASK_COLORS,
  MASK_LAND_COVER_DATASETS,
  MASK_LAYERS,
  MASK_PERCENT_RANGE,
  MASK_YEAR_RANGE,
  type MaskLandCoverDataset,
  SLOPE_DEGREES_RANGE,
} from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LayerStatusIcon } from './layer-status-icon';
import { type MaskSettings, type MaskThreshold, setThreshold, tickLayer } from './mask-settings';
import { NumberField } from './number-field';
import type { MaskPreview } from './use-mask-preview';

const YEARS = Array.from(
  { length: MASK_YEAR_RANGE.max - MASK_YEAR_RANGE.min + 1 },
  (_, index) => MASK_YEAR_RANGE.max - index,
);

interface ManualMaskFieldsProps {
  settings: MaskSettings;
  onChange: (update: (settings: MaskSettings) => MaskSettings) => void;
  preview: MaskPreview;
  areaOf: (hectares: number) => string;
}

/**
 * Manual mode (specs/1 sections 2.5, 5 and 9): the layers to tick, each with its colour and
 * status, then the land cover dataset and year and the thresholds. Ticking a layer computes it.
 */
export function ManualMaskFields({ settings, onChange, preview, areaOf }: ManualMaskFieldsProps) {
  const { t } = useTranslation();
  const { options } = settings;
  const set =
    <Key extends MaskThreshold>(key: Key) =>
    (value: MaskSettings['options'][Key]) =>
      onChange((current) => setThreshold(current, key, value));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('masks.manual.layers')}
        </Typography>
        <FormGroup>
          {MASK_LAYERS.map((layer) => {
            const entry = preview.entryOf(layer);
            return (
              <Box
                key={layer}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <FormControlLabel
                  sx={{ mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={options.masks.includes(layer)}
                      onChange={(event) =>
                        onChange((current) => tickLayer(current, layer, event.target.checked))
                      }
                      slotProps={{ input: { 'data-testid': `mask-layer-${layer}` } as object }}
                    />
                  }
                  label={
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                    >
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          width: 12,
                          height: 12,
                          borderRadius: 0.5,
                          bgcolor: MASK_COLORS[layer],
                          opacity: 0.8,
                        }}
                      />
                      {t(`masks.layers.${layer}`)}
                    </Box>
                  }
                />
                {entry?.status === 'success' && entry.areaHa !== null && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('masks.layerArea', { area: areaOf(entry.areaHa) })}
                  </Typography>
                )}
                <LayerStatusIcon status={preview.statusOf(layer)} testId={`mask-status-${layer}`} />
                {entry?.status === 'failed' && entry.error && (
                  <Typography
                    variant="caption"
                    sx={{ color: 'warning.main', flexBasis: '100%', pl: 4 }}
                    data-testid={`mask-error-${layer}`}
                  >
                    {entry.error}
                  </Typography>
                )}
              </Box>
            );
          })}
        </FormGroup>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('masks.manual.thresholds')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 1 }}>
          <TextField
            select
            size="small"
            label={t('masks.manual.landCoverDataset')}
            value={options.landCoverDataset}
            onChange={(event) =>
              set('landCoverDataset')(event.target.value as MaskLandCoverDataset)
            }
            slotProps={{ htmlInput: { 'data-testid': 'mask-dataset' } }}
          >
            {MASK_LAND_COVER_DATASETS.map((dataset) => (
              <MenuItem key={dataset} value={dataset}>
                {t(`masks.datasets.${dataset}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('masks.manual.year')}
            value={options.year}
            onChange={(event) => set('year')(Number(event.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'mask-year' } }}
          >
            {YEARS.map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <NumberField
          label={t('masks.manual.slopeDegrees')}
          help={t('masks.manual.slopeHelp')}
          value={options.slopeDegrees}
          range={SLOPE_DEGREES_RANGE}
          wholeNumber
          onCommit={set('slopeDegrees')}
          testId="mask-slope"
        />
        <NumberField
          label={t('masks.manual.herbaceousPercent')}
          help={t('masks.manual.percentHelp')}
          value={options.herbaceousPercent}
          range={MASK_PERCENT_RANGE}
          onCommit={set('herbaceousPercent')}
          testId="mask-herbaceous"
        />
        <NumberField
          label={t('masks.manual.treePercent')}
          help={t('masks.manual.percentHelp')}
          value={options.treePercent}
          range={MASK_PERCENT_RANGE}
          onCommit={set('treePercent')}
          testId="mask-tree"
        />
        <NumberField
          label={t('masks.manual.natSemiProbability')}
          help={t('masks.manual.percentHelp')}
          value={options.natSemiProbability}
          range={MASK_PERCENT_RANGE}
          onCommit={set('natSemiProbability')}
          testId="mask-probability"
        />
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
          data-testid="non-grassland-rule"
        >
          {t('masks.manual.nonGrasslandRule', {
            probability: options.natSemiProbability,
            tree: options.treePercent,
            herbaceous: options.herbaceousPercent,
          })}
        </Typography>
      </Box>
    </Box>
  );
}
