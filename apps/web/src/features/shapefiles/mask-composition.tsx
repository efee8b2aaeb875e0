import { MASK_TYPES, type MaskType, type ShapefileDetail } from '@ecotone/contracts';
import { formatQuantity, languageToLocale } from '@ecotone/i18n';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { areaText } from './cell-text';

const isMaskType = (name: string): name is MaskType =>
  (MASK_TYPES as readonly string[]).includes(name);

/** The set's masks by name, with their union (merged) last: the total of what comes before. */
const mergedLast = (masks: ShapefileDetail['masks']) =>
  [...masks].sort((a, b) => Number(a.name === 'merged') - Number(b.name === 'merged'));

/**
 * specs/1 section 2.1, "mask composition": each mask with its area, its scale when it has one
 * (metres per pixel of the raster it came from) and its GeoJSON to download.
 */
export function MaskComposition({ detail }: { detail: ShapefileDetail }) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
        {t('shapefiles.panel.masks')}
      </Typography>
      {detail.masks.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="mask-none">
          {t('shapefiles.panel.noMask')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {mergedLast(detail.masks).map((mask) => (
            <Typography
              component="li"
              variant="body2"
              key={mask.name}
              data-testid={`mask-${mask.name}`}
            >
              <Box component="span" sx={{ fontWeight: 600 }}>
                {/* A mask of a known type is named in the reader's language; the file keeps its name. */}
                {isMaskType(mask.name) ? t(`masks.layers.${mask.name}`) : mask.name}
              </Box>
              {`: ${areaText(mask.areaHa, units, language)}`}
              {mask.scale !== null &&
                `, ${t('shapefiles.panel.maskScale', { scale: formatQuantity(mask.scale, 'm', units, locale) })}`}
              {mask.synthetic && ` (${t('shapefiles.panel.syntheticMask')})`}{' '}
              <Link
                href={mask.downloadPath}
                download={`${mask.name}.geojson`}
                aria-label={t('shapefiles.panel.downloadMask', {
                  name: isMaskType(mask.name) ? t(`masks.layers.${mask.name}`) : mask.name,
                })}
                data-testid={`mask-download-${mask.name}`}
                sx={{ display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' }}
              >
                <DownloadIcon fontSize="small" />
                GeoJSON
              </Link>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
