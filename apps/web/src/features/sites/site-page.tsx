import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { PageSpinner } from '../../ui/page-spinner';
import { SiteDetailView } from './site-detail';
import { SiteNotFound } from './site-not-found';
import { SiteReserved } from './site-reserved';
import { SiteSettingsDialog } from './site-settings-dialog';
import { fetchSite, siteQueryKeys } from './sites-api';

/**
 * /site/:siteId and /site/:siteId/edit (specs/2 section 2): the site as the viewer may read it,
 * its reserved preview, or "Page not found"; the /edit suffix opens Site Settings over it.
 */
export function SitePage() {
  const { t } = useTranslation();
  const { siteId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const site = useQuery({
    queryKey: siteQueryKeys.site(siteId),
    queryFn: ({ signal }) => fetchSite(siteId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (site.isPending) return <PageSpinner />;
  if (site.isError) {
    if (site.error instanceof ApiError && [400, 404].includes(site.error.status)) {
      return <SiteNotFound />;
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void site.refetch()}>
            {t('sharing.site.retry')}
          </Button>
        }
        data-testid="site-failed"
      >
        {t('sharing.site.failed')}
      </Alert>
    );
  }
  const answer = site.data;
  if (answer.view === 'reserved') return <SiteReserved title={answer.reserved.anonymisedTitle} />;

  const editing = pathname.replace(/\/$/, '').endsWith('/edit');
  return (
    <>
      <SiteDetailView site={answer.site} onSettings={() => navigate(`/site/${siteId}/edit`)} />
      <SiteSettingsDialog
        site={answer.site}
        open={editing}
        onClose={() => navigate(`/site/${siteId}`)}
      />
    </>
  );
}
