import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Shown while a polygon is being drawn: how to finish it, and a way out. */
export function DrawingHint({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="drawing-hint"
      action={
        <Button color="inherit" size="small" onClick={onCancel} data-testid="drawing-cancel">
          {t('web.map.drawing.cancel')}
        </Button>
      }
      sx={{
        position: 'absolute',
        bottom: 40,
        left: '50%',
        transform: 'translateX(-50%)',
        maxWidth: 'calc(100% - 24px)',
        width: 560,
        boxShadow: 2,
      }}
    >
      {t('web.map.drawing.hint')}
    </Alert>
  );
}
