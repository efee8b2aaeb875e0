import {
  EXCLUSION_MODES,
  type ExclusionMode,
  MASK_COLORS,
  type RestorationActivity,
} from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { areaText } from '../../../ui/area-text';
import { usePreferences } from '../../preferences';
import { SidePanelFrame } from '../define-shape/side-panel-frame';
import { LayerStatusIcon } from './layer-status-icon';
import { ManualMaskFields } from './manual-mask-fields';
import { chooseMaskMode, clearMasks, type MaskSettings, maskSettingsGap } from './mask-settings';
import { MaskUploadField } from './mask-upload-field';
import type { MaskPreview } from './use-mask-preview';

export interface ExclusionPanelProps {
  settings: MaskSettings;
  onChange: (update: (settings: MaskSettings) => MaskSettings) => void;
  preview: MaskPreview;
  activity: RestorationActivity | null;
  /** The linked shapefile already has a mask set: the panel says so and offers nothing. */
  existingMaskId: string | null;
  onClose: () => void;
}

/**
 * The exclusion area selection panel (specs/1 sections 2.5, 4 and 9; docs/masks-web.md): the
 * mode (automatic by default, manual, upload, none), each mode's choices, and Clear masks and
 * Close. While a layer is being applied Clear masks is off (so are drawing and the toolbar).
 */
export function ExclusionPanel({
  settings,
  onChange,
  preview,
  activity,
  existingMaskId,
  onClose,
}: ExclusionPanelProps) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const areaOf = (hectares: number) => areaText(hectares, units, language);
  const gap = maskSettingsGap(settings, existingMaskId);

  return (
    <SidePanelFrame
      title={t('masks.panel.title')}
      closeLabel={t('masks.panel.close')}
      onClose={onClose}
      testId="exclusion-panel"
    >
      {existingMaskId ? (
        <Alert severity="info" data-testid="exclusion-unavailable">
          {t('masks.panel.unavailable')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('masks.panel.intro')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={settings.mode}
            aria-label={t('masks.modes.label')}
            onChange={(_, mode: ExclusionMode | null) => {
              if (mode) onChange((current) => chooseMaskMode(current, mode, activity));
            }}
          >
            {EXCLUSION_MODES.map((mode) => (
              <ToggleButton key={mode} value={mode} data-testid={`mask-mode-${mode}`}>
                {t(`masks.modes.${mode}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {preview.synthetic && settings.mode !== 'upload' && settings.mode !== 'none' && (
            <Alert severity="warning" role="status" data-testid="mask-demo-data">
              {t('masks.panel.demoData')}
            </Alert>
          )}
          {settings.mode === 'automatic' && (
            <AutomaticLayers preview={preview} activity={activity} />
          )}
          {settings.mode === 'manual' && (
            <ManualMaskFields
              settings={settings}
              onChange={onChange}
              preview={preview}
              areaOf={areaOf}
            />
          )}
          {settings.mode === 'upload' && (
            <MaskUploadField settings={settings} onChange={onChange} />
          )}
          {settings.mode === 'none' && (
            <Typography variant="body2" data-testid="mask-none-intro">
              {t('masks.none.intro')}
            </Typography>
          )}
          {gap && (
            <Alert severity="warning" data-testid="mask-gap">
              {t(`masks.gaps.${gap}`)}
            </Alert>
          )}
          {preview.busy && (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              {t('masks.panel.busy')}
            </Typography>
          )}
        </Stack>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button
          onClick={() => onChange(clearMasks)}
          disabled={preview.busy || Boolean(existingMaskId)}
          data-testid="mask-clear"
        >
          {t('masks.panel.clear')}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid="mask-close">
          {t('masks.panel.close')}
        </Button>
      </Box>
    </SidePanelFrame>
  );
}

/** Automatic mode: the layers it applies (read-only), each with its status. */
function AutomaticLayers({
  preview,
  activity,
}: {
  preview: MaskPreview;
  activity: RestorationActivity | null;
}) {
  const { t } = useTranslation();
  return (
    <Box data-testid="mask-automatic-layers">
      <Typography variant="body2">{t('masks.automatic.intro')}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {activity
          ? t('masks.automatic.activity', {
              activity: t(`analysisInputs.analyzeStep.activities.${activity}`),
            })
          : t('masks.automatic.noActivity')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {preview.applied.map((layer) => (
          <Box
            component="li"
            key={layer}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
            data-testid={`mask-automatic-${layer}`}
          >
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: 0.5,
                bgcolor: MASK_COLORS[layer],
                opacity: 0.8,
              }}
            />
            <Typography variant="body2">{t(`masks.layers.${layer}`)}</Typography>
            <LayerStatusIcon status={preview.statusOf(layer)} testId={`mask-status-${layer}`} />
          </Box>
        ))}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('masks.automatic.note')}
      </Typography>
    </Box>
  );
}
