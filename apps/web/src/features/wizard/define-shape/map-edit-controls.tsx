import type { SvgIconComponent } from '@mui/icons-material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ClearAllIcon from '@mui/icons-material/DeleteSweepOutlined';
import PolygonIcon from '@mui/icons-material/PentagonOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomIcon from '@mui/icons-material/ZoomOutMap';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { type EditorCommandId, editorCommand, type Shortcut } from '../editor-commands';

const ICONS: Record<EditorCommandId, SvgIconComponent> = {
  drawPolygon: PolygonIcon,
  undo: UndoIcon,
  redo: RedoIcon,
  deleteSelected: DeleteIcon,
  clearAll: ClearAllIcon,
  zoomToShapes: ZoomIcon,
};

const ORDER: readonly EditorCommandId[] = [
  'drawPolygon',
  'undo',
  'redo',
  'deleteSelected',
  'clearAll',
  'zoomToShapes',
];

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function shortcutText(shortcut: Shortcut): string {
  const parts: string[] = [];
  if (shortcut.ctrl) parts.push('Ctrl');
  if (shortcut.mod) parts.push(isMac ? '⌘' : 'Ctrl');
  if (shortcut.shift) parts.push('Shift');
  parts.push(shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key);
  return parts.join('+');
}

/** The editor's buttons over the map, top right; their shortcuts show in the tooltips. */
export function MapEditControls({
  enabled,
  onRun,
}: {
  enabled: Record<EditorCommandId, boolean>;
  onRun: (command: EditorCommandId) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={2}
      sx={{ position: 'absolute', top: 10, right: 10, display: 'flex', flexDirection: 'column' }}
    >
      {ORDER.map((id) => {
        const command = editorCommand(id);
        const Icon = ICONS[id];
        const label = t(command.labelKey);
        const keys = command.shortcuts.map(shortcutText).join(', ');
        return (
          <Tooltip key={id} title={keys ? `${label} (${keys})` : label} placement="left">
            <span>
              <IconButton
                size="small"
                aria-label={label}
                aria-keyshortcuts={
                  command.shortcuts.length ? keys.replaceAll(', ', ' ') : undefined
                }
                disabled={!enabled[id]}
                onClick={() => onRun(id)}
                data-testid={`map-${id}`}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Paper>
  );
}
