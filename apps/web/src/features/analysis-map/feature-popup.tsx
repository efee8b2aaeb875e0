import type { ResultLayerReference } from '@ecotone/contracts';
import { formatNumber, languageToLocale } from '@ecotone/i18n';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { quantityText } from './unit-label';

export interface FeatureClick {
  layer: ResultLayerReference;
  properties: Record<string, unknown>;
  /** Screen position within the map. */
  x: number;
  y: number;
}

/**
 * A clicked vector feature's details (specs/3 "Map layer" display): the title field, then each
 * declared field; numbers with a unit in the user's units. Escape or the button closes it, and
 * focus moves to it so a keyboard user can read and leave it.
 */
export function FeaturePopup({ click, onClose }: { click: FeatureClick; onClose: () => void }) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const display = click.layer.display;
  const valueText = (value: unknown, unit: string | undefined) => {
    if (typeof value === 'number') {
      return unit ? quantityText(value, unit, units, locale) : formatNumber(value, { locale });
    }
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  const title = display ? click.properties[display.titleField] : null;
  return (
    <Paper
      elevation={4}
      role="dialog"
      aria-label={String(title ?? click.layer.label)}
      data-testid="map-feature-popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'absolute',
        left: click.x,
        top: click.y,
        transform: 'translate(-50%, calc(-100% - 12px))',
        zIndex: 3,
        p: 1.5,
        maxWidth: 300,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {click.layer.label}
          </Typography>
          <Typography variant="subtitle2" data-testid="map-feature-title">
            {valueText(title, undefined)}
          </Typography>
        </Stack>
        <IconButton
          ref={closeRef}
          size="small"
          onClick={onClose}
          aria-label={t('analysisMap.popup.close')}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {display && (
        <Stack component="dl" spacing={0.25} sx={{ m: 0, mt: 1 }}>
          {display.fields.map(({ field, label, unit }) => (
            <Stack key={field} direction="row" spacing={1} data-testid="map-feature-field">
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {valueText(click.properties[field], unit)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
