import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A popup anchored above a point of the map: its heading beside a close button, then its body.
 * Escape or the button closes it; focus moves to it so a keyboard user can read and leave it.
 */
export function MapPopup({
  at,
  label,
  testId,
  heading,
  onClose,
  children,
}: {
  /** The clicked point, within the map. */
  at: { x: number; y: number };
  /** The dialog's accessible name. */
  label: string;
  testId: string;
  heading: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Paper
      elevation={4}
      role="dialog"
      aria-label={label}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'absolute',
        left: at.x,
        top: at.y,
        transform: 'translate(-50%, calc(-100% - 12px))',
        zIndex: 3,
        p: 1.5,
        maxWidth: 300,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
          {heading}
        </Stack>
        <IconButton
          ref={closeRef}
          size="small"
          onClick={onClose}
          aria-label={t('analysisMap.popup.close')}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {children}
    </Paper>
  );
}
