import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BASEMAP_KINDS, type BasemapKind } from '../../../map/basemap';
import type { BasemapDisplay } from '../../../map/basemap-display';
import { useBasemapFallbackText } from '../../../map/use-basemap-fallback-text';

interface BasemapSwitcherProps {
  choice: BasemapKind;
  onChoose: (kind: BasemapKind) => void;
  /** What the map shows (null until it has started). */
  display: BasemapDisplay | null;
}

/**
 * Satellite or standard, bottom left above the scale bar (specs/3 "Map display type", default
 * satellite), with the fallback line above it when the chosen tiles cannot be shown.
 */
export function BasemapSwitcher({ choice, onChoose, display }: BasemapSwitcherProps) {
  const { t } = useTranslation();
  const fallback = useBasemapFallbackText(display);
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 10,
        bottom: 40,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.5,
        maxWidth: 'calc(100% - 80px)',
      }}
    >
      {fallback && (
        <Typography
          role="status"
          variant="caption"
          data-testid="basemap-notice"
          sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.85)' }}
        >
          {fallback}
        </Typography>
      )}
      <Paper elevation={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={choice}
          aria-label={t('web.map.basemap.label')}
          data-testid="basemap-switcher"
          onChange={(_event, kind: BasemapKind | null) => {
            if (kind) onChoose(kind);
          }}
        >
          {BASEMAP_KINDS.map((kind) => (
            <ToggleButton
              key={kind}
              value={kind}
              data-testid={`basemap-${kind}`}
              sx={{ py: 0.25, px: 1.25, textTransform: 'none' }}
            >
              {t(`web.map.basemap.${kind}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Paper>
    </Box>
  );
}
