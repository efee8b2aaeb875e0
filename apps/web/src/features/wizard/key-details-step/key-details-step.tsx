import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableShape } from '../../../shapes/editable-shape';
import type { ImportedShapefile } from '../../../shapes/imported-shapefile';
import { MaskAreasView } from '../exclusion/mask-areas';
import type { MaskAreas } from '../exclusion/use-mask-preview';
import { type KeyDetails, keyDetailsGaps } from '../wizard-draft';
import { GeographyPanel } from './geography-panel';
import { ImportedSite } from './imported-site';
import { KeyDetailsGaps } from './key-details-gaps';
import { ShapefileNameField } from './shapefile-name-field';
import { type KeyDetailsUpdate, SiteChoiceFields, SiteTypeField } from './site-fields';
import type { ShapeGeography } from './use-shape-geography';

interface KeyDetailsStepProps {
  shapes: readonly EditableShape[];
  geography: ShapeGeography;
  details: KeyDetails;
  onChange: KeyDetailsUpdate;
  /** The existing shapefile while the shapes are still exactly its own (`activeImport`). */
  imported: ImportedShapefile | null;
  /** Total, mask and project area from the exclusion masks' preview. */
  maskAreas: MaskAreas;
}

/**
 * Step 2, Key details (specs/1 sections 2.5 and 4): where the shape lies and how big it is,
 * read-only; then the site, the shapefile name and the site type. The details live in the
 * wizard (wizard-draft.ts holds their rules), so leaving the step keeps them.
 */
export function KeyDetailsStep({
  shapes,
  geography,
  details,
  onChange,
  imported,
  maskAreas,
}: KeyDetailsStepProps) {
  const { t } = useTranslation();
  const siteHeadingId = useId();
  const areasHeadingId = useId();
  const gaps = keyDetailsGaps(details, geography.countryCode, imported);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: 3, px: 2 }} data-testid="key-details-step">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('keyDetails.title')}
      </Typography>
      <Stack sx={{ gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <GeographyPanel shapes={shapes} geography={geography} />
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={areasHeadingId}
          sx={{ p: 2, display: 'grid', gap: 1 }}
        >
          <Typography id={areasHeadingId} variant="h6" component="h3">
            {t('masks.areas.title')}
          </Typography>
          <MaskAreasView areas={maskAreas} />
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={siteHeadingId}
          sx={{ p: 2, display: 'grid', gap: 3 }}
        >
          <Typography id={siteHeadingId} variant="h6" component="h3">
            {t('keyDetails.site.heading')}
          </Typography>
          {imported ? (
            <ImportedSite imported={imported} />
          ) : (
            <SiteChoiceFields details={details} onChange={onChange} />
          )}
          <ShapefileNameField
            details={details}
            onChange={onChange}
            countryCode={geography.countryCode}
            imported={imported}
          />
          {!imported && (
            <Box sx={{ maxWidth: 420 }}>
              <SiteTypeField details={details} onChange={onChange} />
            </Box>
          )}
        </Paper>
        <KeyDetailsGaps gaps={gaps} />
      </Stack>
    </Box>
  );
}
