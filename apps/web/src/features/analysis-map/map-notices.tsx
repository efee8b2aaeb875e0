import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';

export interface MapNotice {
  /** Also its test id. */
  id: string;
  severity: AlertColor;
  text: string;
}

/** The map's quiet lines under the toolbar: basemap fallback, load failures, empty states. */
export function MapNotices({
  notices,
}: {
  notices: (MapNotice | false | null | '' | undefined)[];
}) {
  const shown = notices.filter((notice): notice is MapNotice => Boolean(notice));
  if (shown.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 64,
        right: 10,
        zIndex: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        alignItems: 'flex-end',
        maxWidth: 320,
      }}
    >
      {shown.map((notice) => (
        <Alert
          key={notice.id}
          severity={notice.severity}
          data-testid={notice.id}
          sx={{ py: 0, boxShadow: 1 }}
        >
          {notice.text}
        </Alert>
      ))}
    </Box>
  );
}
