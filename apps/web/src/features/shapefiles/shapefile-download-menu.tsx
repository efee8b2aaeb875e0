import type { ExportFormat } from '@ecotone/geometry';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const FORMATS: readonly ExportFormat[] = ['geojson', 'kml', 'shapefile'];

/** GET /api/shapefile/{id}/geojson, /kml or /shapefile: the server names the file after the shape. */
export const shapefileDownloadPath = (shapefileId: string, format: ExportFormat) =>
  `/api/shapefile/${encodeURIComponent(shapefileId)}/${format}`;

/**
 * A list row's Download menu: the stored shape as GeoJSON, KML or a zipped shapefile. Each item
 * is a plain link, so the browser's own download takes the session cookie and the server's
 * file name (Content-Disposition).
 */
export function ShapefileDownloadMenu({
  shapefileId,
  name,
}: {
  shapefileId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('shapefiles.download.button', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`shapefile-download-${shapefileId}`}
      >
        <DownloadIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={shapefileDownloadPath(shapefileId, format)}
            download
            onClick={() => setAnchor(null)}
            data-testid={`shapefile-download-${format}`}
          >
            <ListItemText
              primary={t(`shapefiles.download.${format}`)}
              secondary={t(`shapefiles.download.${format}Hint`)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
