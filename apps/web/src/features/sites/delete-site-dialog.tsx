import { SITE_DELETED_TOAST_MS, type SiteDetail } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '../../ui/notice';
import { sharingErrorText } from '../sharing';
import { needsReplacement, replacementChoices } from './site-rules';
import { deleteSite, fetchSitesPage, siteQueryKeys } from './sites-api';

/**
 * The Delete site confirmation (specs/2 sections 4 and 8): a site with assessments or shapefiles
 * needs a replacement site (every other site), and Delete waits for one. On success the toast
 * names the site and where its shapefiles and assessments went, stays 15 s, and the app goes to
 * /sites.
 */
export function DeleteSiteDialog({
  site,
  open,
  onClose,
}: {
  site: SiteDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const labelId = useId();
  const [replacementId, setReplacementId] = useState('');
  const needed = needsReplacement(site);
  const sites = useQuery({
    queryKey: siteQueryKeys.list,
    queryFn: ({ signal }) => fetchSitesPage(signal),
    enabled: open && needed,
  });
  const choices = replacementChoices(sites.data?.sites ?? [], site.siteId);

  const removal = useMutation({
    mutationFn: () => deleteSite(site.siteId, needed ? replacementId : null),
    onSuccess: (answer) => {
      notify({
        severity: 'success',
        autoHideMs: SITE_DELETED_TOAST_MS,
        message: answer.replacementSite
          ? t('sharing.deleteSite.deletedMoved', {
              title: site.title,
              replacement: answer.replacementSite.title,
            })
          : t('sharing.deleteSite.deleted', { title: site.title }),
      });
      queryClient.removeQueries({ queryKey: siteQueryKeys.site(site.siteId) });
      void queryClient.invalidateQueries({ queryKey: siteQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['shapefiles'] });
      navigate('/sites');
    },
  });
  const close = () => {
    if (removal.isPending) return;
    removal.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="delete-site-dialog"
    >
      <DialogTitle id={titleId}>{t('sharing.deleteSite.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('sharing.deleteSite.body', { title: site.title })}
        </DialogContentText>
        {needed && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {t('sharing.deleteSite.needsReplacement', {
                shapefiles: t('sharing.deleteSite.shapefiles', { count: site.shapefiles.length }),
                assessments: t('sharing.deleteSite.assessments', {
                  count: site.assessments.length,
                }),
              })}
            </DialogContentText>
            {sites.data && choices.length === 0 ? (
              <Alert severity="warning">{t('sharing.deleteSite.noOtherSites')}</Alert>
            ) : (
              <FormControl fullWidth size="small">
                <InputLabel id={labelId}>{t('sharing.deleteSite.replacement')}</InputLabel>
                <Select
                  labelId={labelId}
                  label={t('sharing.deleteSite.replacement')}
                  value={replacementId}
                  onChange={(event) => setReplacementId(event.target.value)}
                  disabled={removal.isPending || !sites.data}
                  data-testid="delete-site-replacement"
                >
                  {choices.map((choice) => (
                    <MenuItem key={choice.siteId} value={choice.siteId}>
                      {choice.title}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          </>
        )}
        {removal.isError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-site-error">
            {sharingErrorText(removal.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus disabled={removal.isPending}>
          {t('sharing.deleteSite.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => removal.mutate()}
          disabled={needed && !replacementId}
          loading={removal.isPending}
          data-testid="delete-site-confirm"
        >
          {t('sharing.deleteSite.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
