import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format-date';
import { adminQueryKeys, fetchImpersonationLog } from './users-api';

const PAGE_SIZE = 25;

/** Who impersonated whom and when (GET /api/admin/impersonations, impersonate:users), newest first. */
export function ImpersonationLog() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(0);
  const log = useQuery({
    queryKey: adminQueryKeys.impersonations(page, PAGE_SIZE),
    queryFn: () => fetchImpersonationLog(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const columns = ['admin', 'target', 'createdAt', 'usedAt', 'endedAt', 'usedFromIp'] as const;

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t('admin.impersonations.intro')}</Typography>
      {log.isError && <Alert severity="error">{t('admin.impersonations.failed')}</Alert>}
      <TableContainer>
        <Table
          size="small"
          aria-label={t('admin.impersonations.tableLabel')}
          aria-busy={log.isFetching}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{t(`admin.impersonations.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody data-testid="impersonation-log">
            {log.isPending &&
              [0, 1, 2].map((row) => (
                <TableRow key={row}>
                  <TableCell colSpan={columns.length}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {log.data?.entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{t('admin.impersonations.empty')}</TableCell>
              </TableRow>
            )}
            {log.data?.entries.map((entry) => (
              <TableRow key={entry.id} data-testid="impersonation-entry">
                <TableCell>
                  {entry.adminName}
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {entry.adminEmail}
                  </Typography>
                </TableCell>
                <TableCell>
                  {entry.targetName}
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {entry.targetEmail}
                  </Typography>
                </TableCell>
                <TableCell>{formatDateTime(entry.createdAt, locale)}</TableCell>
                <TableCell>
                  {entry.usedAt
                    ? formatDateTime(entry.usedAt, locale)
                    : t('admin.impersonations.notOpened')}
                </TableCell>
                <TableCell>
                  {entry.endedAt
                    ? formatDateTime(entry.endedAt, locale)
                    : entry.usedAt
                      ? t('admin.impersonations.ongoing')
                      : ''}
                </TableCell>
                <TableCell>{entry.usedFromIp ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={log.data?.total ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count }) => t('admin.list.range', { from, to, count })}
      />
    </Stack>
  );
}
