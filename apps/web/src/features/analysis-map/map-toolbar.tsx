import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import SettingsIcon from '@mui/icons-material/Settings';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASEMAP_KINDS, type BasemapKind } from '../../map/basemap';
import type { MapOptions } from './map-options';

interface MapToolbarProps {
  options: MapOptions;
  onOption: (option: keyof MapOptions, on: boolean) => void;
  basemap: BasemapKind;
  onBasemap: (kind: BasemapKind) => void;
  autoZoom: boolean;
  onAutoZoom: (on: boolean) => void;
  onZoomToSite: () => void;
  onClearCache: () => void;
  /** More buttons at the row's end (the snapshot's camera, for editors). */
  children?: ReactNode;
}

const TOGGLES: (keyof MapOptions)[] = [
  'showLocation',
  'showAnalysisLayer',
  'insetMap',
  'threeD',
  'labels',
];

/** Top right of the map: zoom to site, auto zoom to the active layer, and the options menu. */
export function MapToolbar(props: MapToolbarProps) {
  const { t } = useTranslation();
  const { autoZoom, onAutoZoom, onZoomToSite } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Paper elevation={2} sx={{ position: 'absolute', top: 10, right: 10, zIndex: 1 }}>
      <Stack direction="row">
        <Tooltip title={t('analysisMap.zoom.site')}>
          <IconButton
            onClick={onZoomToSite}
            aria-label={t('analysisMap.zoom.site')}
            data-testid="map-zoom-site"
          >
            <CenterFocusStrongIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('analysisMap.zoom.auto')}>
          <IconButton
            onClick={() => onAutoZoom(!autoZoom)}
            aria-label={t('analysisMap.zoom.auto')}
            aria-pressed={autoZoom}
            color={autoZoom ? 'primary' : 'default'}
            data-testid="map-auto-zoom"
          >
            <ZoomOutMapIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('analysisMap.options.button')}>
          <IconButton
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={t('analysisMap.options.button')}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            data-testid="map-options"
          >
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        {props.children}
      </Stack>
      <OptionsMenu {...props} anchor={anchor} onClose={() => setAnchor(null)} />
    </Paper>
  );
}

function OptionsMenu({
  anchor,
  onClose,
  options,
  onOption,
  basemap,
  onBasemap,
  onClearCache,
}: MapToolbarProps & { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      data-testid="map-options-menu"
    >
      {TOGGLES.map((option) => (
        <MenuItem
          key={option}
          role="menuitemcheckbox"
          aria-checked={options[option]}
          onClick={() => onOption(option, !options[option])}
          data-testid={`map-option-${option}`}
        >
          <ListItemText>{t(`analysisMap.options.${option}`)}</ListItemText>
          <Switch size="small" edge="end" checked={options[option]} tabIndex={-1} readOnly />
        </MenuItem>
      ))}
      <Divider />
      <ListSubheader sx={{ lineHeight: 2.5 }}>{t('web.map.basemap.label')}</ListSubheader>
      {BASEMAP_KINDS.map((kind) => (
        <MenuItem
          key={kind}
          role="menuitemradio"
          aria-checked={basemap === kind}
          selected={basemap === kind}
          onClick={() => onBasemap(kind)}
          data-testid={`map-basemap-${kind}`}
        >
          {t(`web.map.basemap.${kind}`)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClearCache();
          onClose();
        }}
        data-testid="map-clear-cache"
      >
        {t('analysisMap.options.clearCache')}
      </MenuItem>
    </Menu>
  );
}
