import {
  contextSections,
  keyBiodiversityAreaRows,
  type NearbyAreaRow,
  protectedAreaRows,
} from '@ecotone/results/context-model';
import { quantityFormat } from '@ecotone/results/quantity-format';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { useLooseTranslate } from './use-loose-translate';
import { ValueList } from './value-list';

/** The context result: place, terrain, climate and ecology, then what is protected nearby. */
export function ContextView({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const translate = useLooseTranslate();
  const { units, language } = usePreferences();
  const texts = useMemo(
    () => ({ format: quantityFormat(units, language), translate, language }),
    [units, language, translate],
  );
  return (
    <Stack spacing={3}>
      <ValueList sections={contextSections(values, texts)} translate={translate} />
      <NearbyAreasTable
        title={t('context.fields.protectedAreas')}
        categoryLabel={t('context.fields.iucnCategory')}
        rows={protectedAreaRows(values, texts)}
        testId="protected-areas"
      />
      <NearbyAreasTable
        title={t('context.fields.keyBiodiversityAreas')}
        categoryLabel={t('context.fields.protection')}
        rows={keyBiodiversityAreaRows(values, texts)}
        testId="key-biodiversity-areas"
      />
    </Stack>
  );
}

interface NearbyAreasTableProps {
  title: string;
  categoryLabel: string;
  rows: NearbyAreaRow[];
  testId: string;
}

function NearbyAreasTable({ title, categoryLabel, rows, testId }: NearbyAreasTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('results.context.noneWithin')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('results.context.name')}</TableCell>
                <TableCell>{categoryLabel}</TableCell>
                <TableCell align="right">{t('context.fields.distance')}</TableCell>
                <TableCell align="right">{t('context.fields.overlap')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.category}</TableCell>
                  <TableCell align="right">{row.distance}</TableCell>
                  <TableCell align="right">{row.overlap}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
