import type { AssessmentReport, AssessmentSummary } from '@ecotone/contracts';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { downloadUrl } from '../../ui/download-file';
import { formatDateTime } from '../../ui/format-date';
import { useNotice } from '../../ui/notice';
import { usePermissions, useSession } from '../auth';
import { useAssessmentReports, useDeleteReport, useReportProgress } from './assessment-api';
import { fileSizeText, percentOf, reportInProgress } from './assessment-model';
import { SectionFrame } from './section-frame';

const UPDATE_SITE = ['update:site'] as const;

/**
 * Advanced assessment report (specs/3): the PDF reports of the assessment, newest first, each
 * with its state, language, units, date, pages and size and a download link; a report being made
 * shows its progress, a failed one why. The report asked for from this page downloads by itself
 * once it is ready.
 */
export function ReportsSection({
  summary,
  requestedReportId,
  onRequestedDone,
}: {
  summary: AssessmentSummary;
  /** The report "Download report" asked for: offered as a download when it succeeds. */
  requestedReportId: string | null;
  onRequestedDone: () => void;
}) {
  const { t } = useTranslation();
  const reports = useAssessmentReports(summary.assessmentId);
  const listId = useId();
  // The server lets the report's requester or an update:site holder delete it (403 otherwise);
  // the report names its requester, so the button shows where that will be allowed.
  const mayEditSites = usePermissions(UPDATE_SITE).has('update:site');
  const session = useSession();
  const myName = session.status === 'signed-in' ? session.user.name : null;
  return (
    <SectionFrame id="reports" title={t('assessment.sections.reports')}>
      <Typography>{t('assessment.reports.intro')}</Typography>
      {reports.isPending ? (
        <Skeleton variant="rounded" height={72} />
      ) : reports.isError ? (
        <Alert severity="error" data-testid="reports-failed">
          {t('assessment.reports.listFailed')}
        </Alert>
      ) : reports.data.reports.length === 0 ? (
        <Typography color="text.secondary" data-testid="reports-empty">
          {t('assessment.reports.empty')}
        </Typography>
      ) : (
        <List
          id={listId}
          aria-label={t('assessment.reports.listLabel')}
          disablePadding
          data-testid="reports-list"
        >
          {reports.data.reports.map((report) => (
            <ReportRow
              key={report.reportId}
              report={report}
              canDelete={mayEditSites || report.createdByName === myName}
              requested={report.reportId === requestedReportId}
              onRequestedDone={onRequestedDone}
            />
          ))}
        </List>
      )}
    </SectionFrame>
  );
}

function ReportRow({
  report: listed,
  canDelete,
  requested,
  onRequestedDone,
}: {
  report: AssessmentReport;
  canDelete: boolean;
  requested: boolean;
  onRequestedDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const progress = useReportProgress(listed);
  const report = progress.data ?? listed;
  const running = reportInProgress(report);
  const percent = percentOf(report.progress);
  const labelId = useId();
  const date = formatDateTime(report.createdAt, locale);
  const notify = useNotice();

  // The report asked for from this page: downloaded once, as soon as it is ready.
  const offered = useRef(false);
  useEffect(() => {
    if (!requested || offered.current || report.state === 'queued' || report.state === 'running')
      return;
    offered.current = true;
    if (report.state === 'succeeded' && report.downloadUrl) {
      downloadUrl(report.downloadUrl, report.fileName);
      notify({
        severity: 'success',
        message: t('assessment.reports.ready', { name: report.fileName }),
      });
    }
    onRequestedDone();
  }, [requested, report, onRequestedDone, notify, t]);

  const details = [
    t('assessment.reports.details', {
      language: t(`assessment.reports.languages.${report.language}`),
      units: t(`assessment.reports.unitSystems.${report.unitSystem}`),
      date,
      name: report.createdByName,
    }),
    report.pageCount === null ? null : t('assessment.reports.pages', { count: report.pageCount }),
    report.sizeBytes === null ? null : fileSizeText(report.sizeBytes, locale),
  ].filter((part) => part !== null);

  return (
    <ListItem
      disableGutters
      divider
      data-testid="report-row"
      data-state={report.state}
      sx={{ display: 'block', py: 1.5 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} id={labelId}>
          {report.fileName}
        </Typography>
        <Chip
          size="small"
          label={t(`assessment.reports.states.${report.state}`)}
          color={
            report.state === 'succeeded'
              ? 'success'
              : report.state === 'failed'
                ? 'error'
                : 'default'
          }
          data-testid="report-state"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} className="no-print">
          {report.state === 'succeeded' && report.downloadUrl && (
            <Button
              href={report.downloadUrl}
              download={report.fileName}
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={t('assessment.reports.downloadLabel', { name: report.fileName })}
              data-testid="report-download"
            >
              {t('assessment.reports.download')}
            </Button>
          )}
          {canDelete && !running && <DeleteReport report={report} date={date} />}
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="report-details">
        {details.join(' · ')}
      </Typography>
      {running && (
        <Box sx={{ mt: 1 }} data-testid="report-progress">
          <Typography variant="body2" id={`${labelId}-progress`}>
            {t('assessment.reports.progress', { percent })}
          </Typography>
          <LinearProgress
            variant={report.state === 'queued' ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-labelledby={`${labelId}-progress`}
          />
        </Box>
      )}
      {report.state === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="report-error">
          {t('assessment.reports.failed', { error: report.error ?? t('errors.INTERNAL') })}
        </Alert>
      )}
    </ListItem>
  );
}

function DeleteReport({ report, date }: { report: AssessmentReport; date: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const removal = useDeleteReport(report.assessmentId);
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        aria-label={t('assessment.reports.deleteLabel', { date })}
        data-testid="report-delete"
      >
        {t('assessment.reports.delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('assessment.reports.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('assessment.reports.deleteText')}</DialogContentText>
          {removal.isError && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {t('assessment.reports.deleteFailed', { message: apiErrorText(removal.error, t) })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('assessment.reports.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={removal.isPending}
            onClick={() => removal.mutate(report.reportId, { onSuccess: () => setOpen(false) })}
            data-testid="report-delete-confirm"
          >
            {t('assessment.reports.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
