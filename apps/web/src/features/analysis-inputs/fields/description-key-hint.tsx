import InfoIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/**
 * The translation key of a parameter's description, for holders of access:hub (specs/2
 * section 2): a focusable icon whose tooltip shows the key on hover and on keyboard focus.
 */
export function DescriptionKeyHint({ descriptionKey }: { descriptionKey: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={descriptionKey}>
      <IconButton
        size="small"
        aria-label={t('analysisInputs.descriptionKey', { key: descriptionKey })}
        data-testid="description-key"
        sx={{ mt: 0.5 }}
      >
        <InfoIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
