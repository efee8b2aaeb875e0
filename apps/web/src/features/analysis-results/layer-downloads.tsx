import type { ResultLayerReference } from '@ecotone/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DownloadRow, downloadRows } from './download-rows';

interface LayerDownloadsProps {
  images: ResultLayerReference[];
  vectors: ResultLayerReference[];
}

/**
 * Each stored layer with a link that downloads its file (GeoTIFF for images, GeoJSON for vectors);
 * a yearly series is one row whose year is picked (`download-rows.ts`).
 */
export function LayerDownloads({ images, vectors }: LayerDownloadsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const formats = new Map<string, string>([
    ...images.map((layer) => [layer.layerId, t('results.layers.geotiff')] as const),
    ...vectors.map((layer) => [layer.layerId, t('results.layers.geojson')] as const),
  ]);
  const rows = downloadRows([...images, ...vectors]);
  return (
    <section aria-labelledby={headingId} data-testid="layer-downloads">
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('results.layers.title')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('results.layers.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) =>
            row.kind === 'layer' ? (
              <ListItem
                key={row.layer.layerId}
                disableGutters
                secondaryAction={
                  <DownloadButton layer={row.layer} format={formats.get(row.layer.layerId) ?? ''} />
                }
              >
                <ListItemText primary={row.layer.label} />
              </ListItem>
            ) : (
              <SeriesRow key={row.groupId} row={row} formats={formats} />
            ),
          )}
        </List>
      )}
    </section>
  );
}

function DownloadButton({ layer, format }: { layer: ResultLayerReference; format: string }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** A yearly series as one row: its years in a picker (the latest first chosen), one download. */
function SeriesRow({
  row,
  formats,
}: {
  row: Extract<DownloadRow, { kind: 'series' }>;
  formats: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const latest = row.layers[row.layers.length - 1] as ResultLayerReference;
  const [chosenId, setChosenId] = useState(latest.layerId);
  const chosen = row.layers.find((layer) => layer.layerId === chosenId) ?? latest;
  return (
    <ListItem disableGutters data-testid={`layer-series-${row.groupId}`}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <ListItemText
          primary={chosen.label}
          secondary={t('results.layers.series', {
            count: row.layers.length,
            from: row.from,
            to: row.to,
          })}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <TextField
            select
            size="small"
            label={t('results.layers.year')}
            value={chosen.layerId}
            onChange={(event) => setChosenId(event.target.value)}
            sx={{ minWidth: 110 }}
            slotProps={{ htmlInput: { 'data-testid': `layer-series-year-${row.groupId}` } }}
          >
            {[...row.layers].reverse().map((layer) => (
              <MenuItem key={layer.layerId} value={layer.layerId}>
                {layer.timeSeries?.year}
              </MenuItem>
            ))}
          </TextField>
          <DownloadButton layer={chosen} format={formats.get(chosen.layerId) ?? ''} />
        </Stack>
      </Stack>
    </ListItem>
  );
}
