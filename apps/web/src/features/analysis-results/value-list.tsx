import type { Translate, ValueSection } from '@ecotone/results/context-model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Labelled values as a real definition list (dt/dd), one per section, in a responsive grid. */
export function ValueList({
  sections,
  translate,
}: {
  sections: ValueSection[];
  translate: Translate;
}) {
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      data-testid="context-values"
    >
      {sections.map((section) => (
        <Section key={section.title} section={section} translate={translate} />
      ))}
    </Box>
  );
}

function Section({ section, translate }: { section: ValueSection; translate: Translate }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {translate(section.title)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1, m: 0 }}
      >
        {section.rows.map((row) => (
          <Box key={row.id} sx={{ display: 'contents' }} data-testid={`context-value-${row.id}`}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {translate(row.label)}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <span data-testid={`context-value-${row.id}-value`}>{row.value}</span>
              {row.detail && (
                <Typography variant="body2" color="text.secondary">
                  {row.detail}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </section>
  );
}
