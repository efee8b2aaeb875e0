import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartnerLogo, readLogo } from './read-logo';

interface LogoPickerProps {
  logo: PartnerLogo | null;
  onLogo: (logo: PartnerLogo | null) => void;
}

/** Picks the partner logo from the user's files; it is read here and never uploaded. */
export function LogoPicker({ logo, onLogo }: LogoPickerProps) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      onLogo(await readLogo(file));
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  };
  return (
    <Stack spacing={1} sx={{ pl: 1 }}>
      <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />}>
        {t('mapSnapshot.chooseLogo')}
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,image/webp,image/gif"
          data-testid="snapshot-logo-file"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      {logo ? (
        <Typography variant="body2" data-testid="snapshot-logo-name">
          {t('mapSnapshot.logoChosen', { name: logo.name })}
        </Typography>
      ) : null}
      {unreadable ? <Alert severity="warning">{t('mapSnapshot.logoUnreadable')}</Alert> : null}
      <Typography variant="caption" color="text.secondary">
        {t('mapSnapshot.logoPrivacy')}
      </Typography>
    </Stack>
  );
}
