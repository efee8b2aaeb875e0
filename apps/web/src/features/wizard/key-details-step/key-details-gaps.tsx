import { SITE_NAME_MAX_LENGTH } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { KeyDetailsGap } from '../wizard-draft';

/** Why Next is off on step 2: what is still missing, in the order of the fields above it. */
export function KeyDetailsGaps({ gaps }: { gaps: readonly KeyDetailsGap[] }) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite">
      {gaps.length > 0 && (
        <Alert severity="info" variant="outlined" data-testid="key-details-missing">
          <AlertTitle>{t('keyDetails.missing.title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {gaps.map((gap) => (
              <li key={gap} data-gap={gap}>
                {t(`keyDetails.missing.${gap}`, { max: SITE_NAME_MAX_LENGTH })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
