import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** The side panel beside the map: a title, a close button and scrolling content. */
export function SidePanelFrame({
  title,
  closeLabel,
  onClose,
  testId,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="aside"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={(theme) => ({
        width: { xs: '100%', md: 380 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        // Whole border values: a responsive `borderLeft: 1` would reset the colour to black.
        borderLeft: { md: `1px solid ${theme.palette.divider}` },
        borderTop: { xs: `1px solid ${theme.palette.divider}`, md: 'none' },
        minHeight: 0,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto', flexGrow: 1 }}>{children}</Box>
    </Box>
  );
}
