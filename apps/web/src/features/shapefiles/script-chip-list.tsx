import type { ShapefileDetail } from '@ecotone/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { scriptChips } from './script-chips';
import { visuallyHidden } from './visually-hidden';

/**
 * specs/1 section 2.1: successful analyses per script type. A type that succeeded links to its
 * newest successful analysis; the others are greyed and say so to screen readers.
 */
export function ScriptChipList({ detail }: { detail: ShapefileDetail }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650, mb: 0.5 }}>
        {t('shapefiles.panel.successfulAnalyses')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
      >
        {scriptChips(detail.successfulAnalyses).map((chip) => {
          const tool = t(`tools.labels.${chip.scriptType}`);
          const testId = `script-chip-${chip.scriptType}`;
          return (
            <li key={chip.scriptType}>
              {chip.latestAnalysisId ? (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  clickable
                  component={RouterLink}
                  to={`/analysis-manager/results/${chip.latestAnalysisId}`}
                  label={t('shapefiles.panel.scriptChip', { tool, count: chip.count })}
                  data-testid={testId}
                  data-count={chip.count}
                />
              ) : (
                <Chip
                  size="small"
                  disabled
                  aria-disabled="true"
                  label={
                    <>
                      <span aria-hidden>{tool}</span>
                      <Box component="span" sx={visuallyHidden}>
                        {t('shapefiles.panel.scriptNeverSucceeded', { tool })}
                      </Box>
                    </>
                  }
                  data-testid={testId}
                  data-count={0}
                />
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
