import type { FireEvent } from '@ecotone/analysis';
import type { QuantityFormat } from '@ecotone/results/quantity-format';
import { type FireRow, fireRows } from '@ecotone/results/time-series/time-series-model';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * specs/3 "Charts and tables": the fire history table. One row per fire, newest first, with its
 * dates, burned area (the reader's units) and share of the study area; a button (Tab, then Enter
 * or Space; `aria-expanded`) opens its burn-severity sub-rows, levels 1-7 with their name and
 * colour. Without fires it says so (specs/3 section 8: 'no previous fires').
 */
export function FireHistoryTable({
  events,
  studyAreaHa,
  format,
}: {
  events: readonly FireEvent[];
  studyAreaHa: number | null;
  format: QuantityFormat;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = fireRows(events, studyAreaHa);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const percent = (value: number | null) =>
    value === null ? '–' : t('timeSeriesResults.fire.percent', { value: format.number(value) });
  return (
    <section aria-labelledby={headingId} data-testid="fire-history">
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('timeSeriesResults.fire.title')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="fire-history-empty">
          {t('timeSeriesResults.fire.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-labelledby={headingId}
            aria-describedby={`${headingId}-caption`}
            sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
            data-testid="fire-history-table"
          >
            <caption id={`${headingId}-caption`} style={{ captionSide: 'top', padding: '0 0 8px' }}>
              {t('timeSeriesResults.fire.caption')}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 48 }} />
                <TableCell>{t('timeSeriesResults.fire.date')}</TableCell>
                <TableCell align="right">{t('timeSeriesResults.fire.area')}</TableCell>
                <TableCell align="right">{t('timeSeriesResults.fire.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <FireRows
                  key={row.id}
                  row={row}
                  expanded={open.has(row.id)}
                  onToggle={() => toggle(row.id)}
                  format={format}
                  percent={percent}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}

function FireRows({
  row,
  expanded,
  onToggle,
  format,
  percent,
}: {
  row: FireRow;
  expanded: boolean;
  onToggle: () => void;
  format: QuantityFormat;
  percent: (value: number | null) => string;
}) {
  const { t } = useTranslation();
  const subRowsId = useId();
  const dates =
    row.startDate === row.endDate
      ? row.startDate
      : t('timeSeriesResults.fire.dateRange', { start: row.startDate, end: row.endDate });
  const canExpand = row.severities.length > 0;
  return (
    <Fragment>
      <TableRow
        data-testid="fire-row"
        data-expanded={expanded}
        sx={{ '& > *': { borderBottom: expanded ? 'unset' : undefined } }}
      >
        <TableCell padding="checkbox">
          {canExpand && (
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-controls={expanded ? subRowsId : undefined}
              aria-label={
                expanded
                  ? t('timeSeriesResults.fire.collapse', { date: row.startDate })
                  : t('timeSeriesResults.fire.expand', { date: row.startDate })
              }
              onClick={onToggle}
              data-testid="fire-row-toggle"
            >
              {expanded ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
            </IconButton>
          )}
        </TableCell>
        <TableCell component="th" scope="row" data-testid="fire-row-date">
          {dates}
        </TableCell>
        <TableCell align="right" data-testid="fire-row-area">
          {format.quantity(row.areaHa, 'ha')}
        </TableCell>
        <TableCell align="right" data-testid="fire-row-share">
          {percent(row.percentOfStudyArea)}
        </TableCell>
      </TableRow>
      {expanded &&
        row.severities.map((severity, index) => (
          <TableRow
            key={severity.level}
            id={index === 0 ? subRowsId : undefined}
            data-testid="severity-row"
            sx={{ bgcolor: 'action.hover' }}
          >
            <TableCell />
            <TableCell component="th" scope="row" sx={{ pl: 4 }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  mr: 1,
                  borderRadius: 0.5,
                  bgcolor: severity.color,
                  border: '1px solid rgba(0,0,0,0.4)',
                  verticalAlign: 'middle',
                }}
              />
              {t('timeSeriesResults.fire.severityLevel', {
                level: severity.level,
                name: severityName(t as unknown as Translate, severity.level),
              })}
            </TableCell>
            <TableCell align="right">{format.quantity(severity.areaHa, 'ha')}</TableCell>
            <TableCell align="right">{percent(severity.percentOfStudyArea)}</TableCell>
          </TableRow>
        ))}
    </Fragment>
  );
}

/** `timeSeriesResults.fire.severityLevels.1` to `.7`, all in the catalogue (tested in e2e). */
type Translate = (key: string) => string;

function severityName(t: Translate, level: FireRow['severities'][number]['level']): string {
  return t(`timeSeriesResults.fire.severityLevels.${level}`);
}
