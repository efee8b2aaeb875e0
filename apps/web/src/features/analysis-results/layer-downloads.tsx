import type { ResultLayerReference } from '@ecotone/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LayerDownloadsProps {
  images: ResultLayerReference[];
  vectors: ResultLayerReference[];
}

/** Each stored layer with a link that downloads its file (GeoTIFF for images, GeoJSON for vectors). */
export function LayerDownloads({ images, vectors }: LayerDownloadsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const layers = [
    ...images.map((layer) => ({ layer, format: t('results.layers.geotiff') })),
    ...vectors.map((layer) => ({ layer, format: t('results.layers.geojson') })),
  ];
  return (
    <section aria-labelledby={headingId} data-testid="layer-downloads">
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('results.layers.title')}
      </Typography>
      {layers.length === 0 ? (
        <Typography color="text.secondary">{t('results.layers.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {layers.map(({ layer, format }) => (
            <ListItem
              key={layer.layerId}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  href={layer.url}
                  download={layer.name}
                  aria-label={t('results.layers.downloadLabel', { layer: layer.label, format })}
                  data-testid={`layer-download-${layer.layerId}`}
                >
                  {t('results.layers.download', { format })}
                </Button>
              }
            >
              <ListItemText primary={layer.label} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
