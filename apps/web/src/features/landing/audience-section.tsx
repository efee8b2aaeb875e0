import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface AudienceSectionProps {
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  icon: SvgIconComponent;
  /** Alternates the sides on wide screens so consecutive sections do not look identical. */
  reversed?: boolean;
  tinted?: boolean;
}

/** One audience of the landing page: who it is for, what they get, in a few concrete points. */
export function AudienceSection({
  eyebrow,
  title,
  body,
  points,
  icon: Icon,
  reversed,
  tinted,
}: AudienceSectionProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ bgcolor: tinted ? '#edf2e6' : 'transparent' }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 4 },
          py: { xs: 7, md: 10 },
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ order: { md: reversed ? 2 : 1 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'secondary.main' }}>
            <Icon fontSize="small" />
            <Typography variant="overline" component="p">
              {eyebrow}
            </Typography>
          </Stack>
          <Typography
            id={titleId}
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}
          >
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>{body}</Typography>
        </Stack>
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0, order: { md: reversed ? 1 : 2 } }}
        >
          {points.map((point) => (
            <Stack
              component="li"
              key={point}
              direction="row"
              spacing={1.5}
              sx={{
                p: 2,
                borderRadius: 2,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <CheckCircleIcon color="primary" aria-hidden />
              <Typography>{point}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
