import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Small pieces every section of the biodiversity tab shares. */

/** specs/3 generic table: "Empty results show 'results not available'". */
export function Unavailable() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="biodiversity-unavailable">
      {t('biodiversityResults.unavailable')}
    </Alert>
  );
}

/** A term and its value in a headline list (`<dl>`); the value's test id ends in `-value`. */
export function Headline({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'contents' }} data-testid={`biodiversity-headline-${id}`}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{ m: 0, fontWeight: 500 }}
        data-testid={`biodiversity-headline-${id}-value`}
      >
        {children}
      </Box>
    </Box>
  );
}

export function HeadlineList({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1, m: 0 }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/** A colour beside its name; decorative, since the name says what it is. */
export function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        mr: 1,
        borderRadius: 0.5,
        bgcolor: color,
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.35)',
        verticalAlign: 'middle',
        flexShrink: 0,
      }}
    />
  );
}
