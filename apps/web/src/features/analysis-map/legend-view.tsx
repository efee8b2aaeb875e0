import type { ResultLegend } from '@ecotone/contracts';
import { languageToLocale } from '@ecotone/i18n';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { labelInUnits, quantityText } from './unit-label';

/**
 * specs/3 "Legend": the title, then class items (colour and label; headings stand out) or a
 * gradient with its ends in the user's units.
 */
export function LegendView({ legend }: { legend: ResultLegend }) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const empty = legend.items.length === 0 && !legend.gradient;
  return (
    <Stack spacing={1} data-testid="map-legend">
      {legend.title && (
        <Typography variant="subtitle2" data-testid="map-legend-title">
          {labelInUnits(legend.title, units)}
        </Typography>
      )}
      {empty && (
        <Typography variant="body2" color="text.secondary">
          {t('analysisMap.legend.none')}
        </Typography>
      )}
      {legend.items.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {legend.items.map((item) => (
            <Stack
              component="li"
              key={item.itemId}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="map-legend-item"
            >
              {!item.heading && (
                <Box
                  aria-hidden
                  sx={{
                    width: 16,
                    height: 16,
                    flexShrink: 0,
                    borderRadius: 0.5,
                    bgcolor: item.color,
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
              )}
              <Typography variant="body2" sx={{ fontWeight: item.heading ? 600 : 400 }}>
                {item.primaryLabel}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      {legend.gradient && (
        <Stack spacing={0.5} data-testid="map-legend-gradient">
          {legend.gradient.label && legend.gradient.label !== legend.title && (
            <Typography variant="body2">{labelInUnits(legend.gradient.label, units)}</Typography>
          )}
          <Box
            aria-hidden
            sx={{
              height: 12,
              borderRadius: 1,
              background: `linear-gradient(to right, ${legend.gradient.colors.join(', ')})`,
            }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            {[legend.gradient.min, legend.gradient.max].map((value, index) => (
              <Typography
                key={index === 0 ? 'min' : 'max'}
                variant="caption"
                data-testid={`map-legend-gradient-${index === 0 ? 'min' : 'max'}`}
              >
                {quantityText(value, legend.gradient?.unit ?? '', units, locale)}
              </Typography>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
