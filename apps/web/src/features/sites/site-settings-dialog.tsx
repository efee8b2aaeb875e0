import type { SiteDetail } from '@ecotone/contracts';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../ui/notice';
import { sharingErrorText } from '../sharing';
import { DeleteSiteDialog } from './delete-site-dialog';
import { FinancialTermsForm } from './site-financials';
import { SiteSettingsFields } from './site-settings-fields';
import { SiteSettingsTabs } from './site-settings-tabs';
import { useSiteUpdate } from './use-site-update';

/** specs/2 section 9: "Site dialog 1200 px". */
const SITE_DIALOG_WIDTH = 1200;

/**
 * Site Settings (specs/2 section 2): 1200 px wide, full height; the site's fields, tabs
 * Assessments, Shapefiles and Users, and a footer with "More actions" (Delete site) and Close.
 */
export function SiteSettingsDialog({
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
  const titleId = useId();
  const menuId = useId();
  const update = useSiteUpdate(site.siteId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  const editable = site.can.update;

  const askDelete = () => {
    setAnchor(null);
    if (site.can.delete) setDeleting(true);
    else notify({ severity: 'warning', message: t('sharing.settings.noPermissionToDelete') });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: SITE_DIALOG_WIDTH, height: '100%' } } }}
      data-testid="site-settings-dialog"
    >
      <DialogTitle id={titleId}>{t('sharing.settings.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {!editable && <Alert severity="info">{t('sharing.settings.readOnly')}</Alert>}
          <SiteSettingsFields site={site} editable={editable} />
          {site.financials && editable && (
            <>
              <Divider />
              <FinancialTermsForm
                key={JSON.stringify(site.financials)}
                financials={site.financials}
                saving={update.isPending}
                onSave={(financials) =>
                  update.mutate(
                    { financials },
                    {
                      onSuccess: () =>
                        notify({
                          severity: 'success',
                          message: t('sharing.site.financials.saved'),
                        }),
                      onError: (error) =>
                        notify({ severity: 'error', message: sharingErrorText(error, t) }),
                    },
                  )
                }
              />
            </>
          )}
          <SiteSettingsTabs site={site} editable={editable} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button
          onClick={(event) => setAnchor(event.currentTarget)}
          startIcon={<MoreVertIcon />}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          data-testid="settings-more-actions"
        >
          {t('sharing.settings.moreActions')}
        </Button>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={askDelete} data-testid="settings-delete-site">
            <ListItemIcon>
              <DeleteIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText primary={t('sharing.settings.deleteSite')} />
          </MenuItem>
        </Menu>
        <Button onClick={onClose} variant="contained" data-testid="settings-close">
          {t('sharing.settings.close')}
        </Button>
      </DialogActions>
      <DeleteSiteDialog site={site} open={deleting} onClose={() => setDeleting(false)} />
    </Dialog>
  );
}
