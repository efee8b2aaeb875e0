import type { MaskLayerStatus } from '@ecotone/contracts';
import SuccessIcon from '@mui/icons-material/CheckCircleOutlined';
import FailedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PendingIcon from '@mui/icons-material/HourglassEmpty';
import NoDataIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/**
 * A layer's status beside its checkbox, with the spec's tooltip (specs/1 section 4). The text is
 * also the element's accessible name, so a screen reader hears it without hovering.
 */
export function LayerStatusIcon({ status, testId }: { status: MaskLayerStatus; testId: string }) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  const label = t(`masks.status.${status}`);
  const icon = {
    pending: <PendingIcon fontSize="small" color="disabled" />,
    running: <CircularProgress size={16} />,
    success: <SuccessIcon fontSize="small" color="success" />,
    failed: <FailedIcon fontSize="small" color="warning" />,
    noDataAvailable: <NoDataIcon fontSize="small" color="disabled" />,
  }[status];
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        tabIndex={0}
        data-testid={testId}
        data-status={status}
        sx={{ display: 'inline-flex', alignItems: 'center', ml: 'auto' }}
      >
        {icon}
      </Box>
    </Tooltip>
  );
}
