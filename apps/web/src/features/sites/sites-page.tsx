import type { SitesPageItem } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../ui/format-date';
import { ListSearchField } from '../../ui/list-search-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { matchingSites } from './site-rules';
import { fetchSitesPage, siteQueryKeys } from './sites-api';

const COLUMNS = [
  'title',
  'siteType',
  'parentProject',
  'shapefileCount',
  'assessmentCount',
  'accessLevel',
  'createdAt',
] as const;

/** /sites: every site the viewer can read, by title (the server's order), with a search box. */
export function SitesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sharing.sites.title'));
  const [search, setSearch] = useState('');
  const sites = useQuery({
    queryKey: siteQueryKeys.list,
    queryFn: ({ signal }) => fetchSitesPage(signal),
  });
  const rows = sites.data ? matchingSites(sites.data.sites, search) : [];

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('sharing.sites.title')}
      </Typography>
      <ListSearchField
        label={t('sharing.sites.searchLabel')}
        placeholder={t('sharing.sites.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        testId="site-search"
      />
      {sites.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sites.refetch()}>
              {t('sharing.sites.retry')}
            </Button>
          }
          data-testid="sites-failed"
        >
          {t('sharing.sites.failed')}
        </Alert>
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-label={t('sharing.sites.tableLabel')}
            aria-busy={sites.isPending}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column.endsWith('Count') ? 'right' : 'left'}>
                    {t(`sharing.sites.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody data-testid="site-table">
              {sites.isPending && <SkeletonRows />}
              {sites.data && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} data-testid="site-table-empty">
                    {search.trim()
                      ? t('sharing.sites.noMatch', { search: search.trim() })
                      : t('sharing.sites.empty')}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((site) => (
                <SiteRow key={site.siteId} site={site} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

function SiteRow({ site }: { site: SitesPageItem }) {
  const { t, i18n } = useTranslation();
  return (
    <TableRow hover data-testid="site-row" data-site-id={site.siteId}>
      <TableCell>
        <Link component={RouterLink} to={`/site/${site.siteId}`} data-testid="site-open">
          {site.title}
        </Link>
      </TableCell>
      <TableCell>{t(`workflow.siteTypes.${site.siteType}`)}</TableCell>
      <TableCell>{site.parentProject?.title ?? t('sharing.sites.noProject')}</TableCell>
      <TableCell align="right" data-testid="site-shapefile-count">
        {site.shapefileCount}
      </TableCell>
      <TableCell align="right" data-testid="site-assessment-count">
        {site.assessmentCount}
      </TableCell>
      <TableCell>{t(`sharing.levels.${site.accessLevel}`)}</TableCell>
      <TableCell>{formatDate(site.createdAt, i18n.resolvedLanguage ?? 'en')}</TableCell>
    </TableRow>
  );
}

function SkeletonRows() {
  return [0, 1, 2, 3].map((row) => (
    <TableRow key={row}>
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}
