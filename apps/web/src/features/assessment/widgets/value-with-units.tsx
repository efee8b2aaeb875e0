import type { AnalysisResult } from '@ecotone/contracts';
import { groupedLineage } from '@ecotone/results/lineage/grouped-lineage';
import { lineageTexts } from '@ecotone/results/lineage/lineage-texts';
import { quantityFormat } from '@ecotone/results/quantity-format';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLooseTranslate } from '../../analysis-results';
import { usePreferences } from '../../preferences';

type LineageEntry = AnalysisResult['results']['lineage'][number];

export interface ValueWithUnitsProps {
  /** The value in the unit it is stored in (metric); null reads "Not available". */
  value: number | null;
  /** Its stored unit (`ha`, `mm`, `tC`, ...): converted to the reader's unit system. */
  units: string;
  /** The normalised result field it is (specs/3 section 3: `studyAreaHa`, `baselineCarbon`). */
  ncaField: string;
  /** Where it comes from: the lineage of the result it belongs to. */
  lineage?: readonly LineageEntry[];
  /** How it was computed, when no dataset gave it (an area measured on the shape). */
  note?: string;
  testId?: string;
}

/**
 * specs/3 ValueWithUnits (value, units, ncaField): a number in the reader's units and language,
 * with its lineage one click away (a popover: the field, the datasets it was computed from,
 * synthetic ones marked).
 */
export function ValueWithUnits({
  value,
  units,
  ncaField,
  lineage = [],
  note,
  testId,
}: ValueWithUnitsProps) {
  const { t } = useTranslation();
  const translate = useLooseTranslate();
  const { units: unitSystem, language } = usePreferences();
  const format = useMemo(() => quantityFormat(unitSystem, language), [unitSystem, language]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const text = value === null ? t('results.values.notAvailable') : format.quantity(value, units);
  const sources = groupedLineage(lineage);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <span data-testid={testId}>{text}</span>
      <IconButton
        size="small"
        aria-label={t('assessment.value.sources')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="no-print"
        sx={{ ml: 0.25, p: 0.25, verticalAlign: 'text-bottom' }}
      >
        <InfoIcon fontSize="inherit" />
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('assessment.value.sources') } }}
      >
        <Stack spacing={1} sx={{ p: 2, maxWidth: 360 }} data-testid="value-sources">
          <Typography variant="subtitle2">{t('assessment.value.sources')}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {t('assessment.value.field', { field: ncaField })}
          </Typography>
          {note && <Typography variant="body2">{note}</Typography>}
          {sources.map(({ entry }) => (
            <Stack
              key={[entry.datasetId, entry.version, entry.year ?? ''].join('|')}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2">
                {lineageTexts(entry, translate).name} ·{' '}
                {t('results.dataSources.version', { version: entry.version })}
              </Typography>
              {entry.synthetic && (
                <Chip size="small" color="warning" label={t('results.dataSources.synthetic')} />
              )}
            </Stack>
          ))}
        </Stack>
      </Popover>
    </Box>
  );
}
