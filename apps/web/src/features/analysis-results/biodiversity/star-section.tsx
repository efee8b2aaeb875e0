import { type BiodiversityContextValues, STAR_TAXA, type ThreatScore } from '@ecotone/analysis';
import { formatNumber, languageToLocale } from '@ecotone/i18n';
import {
  formatFixed,
  perAreaMean,
  threatKey,
  threatRows,
} from '@ecotone/results/biodiversity/biodiversity-model';
import { paletteColor } from '@ecotone/results/charts/chart-palette';
import { quantityFormat } from '@ecotone/results/quantity-format';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartFigure } from '../../../ui/charts/bar-chart';
import { usePreferences } from '../../preferences';
import { useLooseTranslate } from '../use-loose-translate';
import { Headline, HeadlineList, Swatch } from './biodiversity-parts';

const THREAT_COLOR = paletteColor(5);
const RESTORATION_COLOR = paletteColor(2);

/**
 * STAR (Mair et al. 2021): the means per area with their classes, the chart of threat abatement
 * and restoration by threat category, the table by category (expandable into sub-categories) and
 * the scores by taxon; every score with 4 decimals (specs/3 section 9).
 */
export function StarSection({ values }: { values: BiodiversityContextValues }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-testid="biodiversity-star">
      <Typography variant="subtitle1" component="h3">
        {t('biodiversityResults.star.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('biodiversityResults.star.intro')}
      </Typography>
      <StarThreat values={values} />
      <StarTaxonTable values={values} />
    </Stack>
  );
}

/**
 * specs/3 StarThreat: the STAR means per area with their classes, the chart of threat abatement
 * and restoration by threat category and the table by category (the tab's, and the assessment
 * page's).
 */
export function StarThreat({ values }: { values: BiodiversityContextValues }) {
  const { t, i18n } = useTranslation();
  const translate = useLooseTranslate();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const fixed = (value: number) => formatFixed(value, locale);
  const { categories, total } = useMemo(
    () => threatRows(values.starThreatScores),
    [values.starThreatScores],
  );
  const threatMean = perAreaMean(values.starThreatMean, units);
  const restoreMean = perAreaMean(values.starRestoreMean, units);
  const area = t(
    threatMean.area === 'ha'
      ? 'biodiversityResults.star.perHa'
      : 'biodiversityResults.star.perAcre',
  );
  // The classes are catalogue keys of the STAR tool (starMethods.classes.*); one this page
  // cannot translate is left out rather than shown as a raw key.
  const withClass = (value: number, key: string) =>
    key && i18n.exists(key)
      ? t('biodiversityResults.star.withClass', { value: fixed(value), class: translate(key) })
      : fixed(value);
  const name = (code: string) => `${code}. ${translate(threatKey(code))}`;
  return (
    <Stack spacing={3}>
      <HeadlineList testId="biodiversity-star-headline">
        <Headline id="study-area" label={t('biodiversityResults.headline.studyArea')}>
          {format.quantity(values.studyAreaHa, 'ha')}
        </Headline>
        <Headline id="threat-mean" label={t('biodiversityResults.star.threatMean', { area })}>
          {withClass(threatMean.value, values.starThreatClass)}
        </Headline>
        <Headline id="restore-mean" label={t('biodiversityResults.star.restoreMean', { area })}>
          {withClass(restoreMean.value, values.starRestoreClass)}
        </Headline>
      </HeadlineList>
      {categories.length === 0 ? (
        <Typography color="text.secondary" data-testid="star-empty">
          {t('biodiversityResults.star.noScores')}
        </Typography>
      ) : (
        <>
          <BarChartFigure
            title={t('biodiversityResults.star.chartTitle')}
            description={t('biodiversityResults.star.chartText')}
            testId="star-chart"
            layout="horizontal"
            categories={categories.map((row) => name(row.scoreType))}
            shortCategories={categories.map((row) => row.scoreType)}
            series={[
              {
                id: 'threatAbatement',
                label: t('biodiversityResults.star.abatementScore'),
                data: categories.map((row) => row.threatAbatementScore),
                color: THREAT_COLOR,
              },
              {
                id: 'restoration',
                label: t('biodiversityResults.star.restorationScore'),
                data: categories.map((row) => row.restorationScore),
                color: RESTORATION_COLOR,
              },
            ]}
            height={90 + categories.length * 52}
            categoryAxisWidth={390}
            formatValue={fixed}
            // Ticks as any chart's (2 significant digits): whole numbers would read "0, 0, 0"
            // when every score is below 1, as on a small area.
            formatTick={(value) => formatNumber(value, { locale })}
          />
          <ThreatTable categories={categories} total={total} fixed={fixed} name={name} />
        </>
      )}
    </Stack>
  );
}

function ThreatTable({
  categories,
  total,
  fixed,
  name,
}: {
  categories: ThreatScore[];
  total: ThreatScore | null;
  fixed: (value: number) => string;
  name: (code: string) => string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const rowIds = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const cells = (score: ThreatScore, bold = false) => {
    const sx = bold ? { fontWeight: 600 } : undefined;
    return (
      <>
        <TableCell align="right" sx={sx}>
          {t('biodiversityResults.percent', { value: fixed(score.threatAbatementPercent) })}
        </TableCell>
        <TableCell align="right" sx={sx} data-testid="star-abatement-score">
          {fixed(score.threatAbatementScore)}
        </TableCell>
        <TableCell align="right" sx={sx} data-testid="star-restoration-score">
          {fixed(score.restorationScore)}
        </TableCell>
      </>
    );
  };
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('biodiversityResults.star.tableTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId} data-testid="star-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('biodiversityResults.star.category')}</TableCell>
              <TableCell align="right">{t('biodiversityResults.star.abatementPercent')}</TableCell>
              <TableCell align="right">{t('biodiversityResults.star.abatementScore')}</TableCell>
              <TableCell align="right">{t('biodiversityResults.star.restorationScore')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((row) => {
              const subcategories = row.subcategories ?? [];
              const expanded = open.has(row.scoreType);
              const label = name(row.scoreType);
              const subIds = subcategories.map((sub) => `${rowIds}-${sub.scoreType}`).join(' ');
              return (
                <Fragment key={row.scoreType}>
                  <TableRow data-testid={`star-row-${row.scoreType}`}>
                    <TableCell component="th" scope="row">
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        {subcategories.length > 0 ? (
                          <IconButton
                            size="small"
                            aria-expanded={expanded}
                            aria-controls={expanded ? subIds : undefined}
                            aria-label={t(
                              expanded
                                ? 'biodiversityResults.star.hideSubcategories'
                                : 'biodiversityResults.star.showSubcategories',
                              { category: label },
                            )}
                            onClick={() => toggle(row.scoreType)}
                            data-testid={`star-expand-${row.scoreType}`}
                          >
                            {expanded ? (
                              <ExpandLessIcon fontSize="small" />
                            ) : (
                              <ExpandMoreIcon fontSize="small" />
                            )}
                          </IconButton>
                        ) : (
                          <span style={{ display: 'inline-block', width: 30, flexShrink: 0 }} />
                        )}
                        <span>{label}</span>
                      </Stack>
                    </TableCell>
                    {cells(row)}
                  </TableRow>
                  {expanded &&
                    subcategories.map((sub) => (
                      <TableRow
                        key={sub.scoreType}
                        id={`${rowIds}-${sub.scoreType}`}
                        sx={{ bgcolor: 'action.hover' }}
                        data-testid={`star-row-${sub.scoreType}`}
                      >
                        <TableCell component="th" scope="row" sx={{ pl: 7 }}>
                          {name(sub.scoreType)}
                        </TableCell>
                        {cells(sub)}
                      </TableRow>
                    ))}
                </Fragment>
              );
            })}
            {total && (
              <TableRow data-testid="star-row-total">
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, pl: 6 }}>
                  {t('biodiversityResults.star.total')}
                </TableCell>
                {cells(total, true)}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}

/** specs/3 StarTaxon: the scores of birds, mammals and amphibians. */
export function StarTaxonTable({ values }: { values: BiodiversityContextValues }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = languageToLocale(language);
  const fixed = (value: number) => formatFixed(value, locale);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('biodiversityResults.star.taxonTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId} data-testid="star-taxon-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('biodiversityResults.star.taxon')}</TableCell>
              <TableCell align="right">
                <Swatch color={THREAT_COLOR} />
                {t('biodiversityResults.star.abatementScore')}
              </TableCell>
              <TableCell align="right">
                <Swatch color={RESTORATION_COLOR} />
                {t('biodiversityResults.star.restorationScore')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {STAR_TAXA.map((taxon) => (
              <TableRow key={taxon} data-testid={`star-taxon-${taxon}`}>
                <TableCell component="th" scope="row">
                  {t(`biodiversityResults.taxa.${taxon}`)}
                </TableCell>
                <TableCell align="right">
                  {fixed(values.starByTaxon[taxon].threatAbatementScore)}
                </TableCell>
                <TableCell align="right">
                  {fixed(values.starByTaxon[taxon].restorationScore)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
