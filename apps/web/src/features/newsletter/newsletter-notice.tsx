import type { NewsletterOutcome } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { newsletterOutcomeOf } from './newsletter-rules';

/**
 * The confirm and unsubscribe links of the newsletter mails land on `/?newsletter=<outcome>`:
 * this shows the outcome once and takes the parameter out of the address, so a reload or a
 * shared link does not repeat it.
 */
export function NewsletterNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<NewsletterOutcome | undefined>(undefined);
  // Separate from `outcome`, which stays while the notice slides out.
  const [open, setOpen] = useState(false);
  const fromUrl = newsletterOutcomeOf(location.search);

  useEffect(() => {
    if (!fromUrl) return;
    setOutcome(fromUrl);
    setOpen(true);
    const search = new URLSearchParams(location.search);
    search.delete('newsletter');
    const rest = search.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
  }, [fromUrl, location.pathname, location.search, location.hash, navigate]);

  return (
    <Snackbar
      open={open}
      autoHideDuration={10_000}
      onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={outcome === 'invalid' ? 'warning' : 'success'}
        variant="filled"
        onClose={() => setOpen(false)}
        data-testid="newsletter-notice"
      >
        {outcome ? t(`requests.newsletter.${outcome}`) : null}
      </Alert>
    </Snackbar>
  );
}
