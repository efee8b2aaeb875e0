import type { ShapefileListItem } from '@ecotone/contracts';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { DATA_COLUMNS, ShapefileCells } from './shapefile-cells';
import { ShapefileDownloadMenu } from './shapefile-download-menu';
import { ShapefilePanel } from './shapefile-panel';

interface ExpandableRowProps {
  item: ShapefileListItem;
  expanded: boolean;
  onToggle: (shapefileId: string) => void;
}

/** A list-page row and, under it, its info panel while expanded (specs/1 section 4). */
export function ExpandableRow({ item, expanded, onToggle }: ExpandableRowProps) {
  const { t } = useTranslation();
  const panelId = `shapefile-panel-region-${item.shapefileId}`;
  const name = item.shapefileName;
  return (
    <>
      <TableRow
        hover
        data-testid={`shapefile-row-${item.shapefileId}`}
        data-expanded={expanded}
        sx={{ '& > td, & > th': { borderBottom: expanded ? 'unset' : undefined } }}
      >
        <ShapefileCells item={item} />
        <TableCell align="center" padding="checkbox">
          <ShapefileDownloadMenu shapefileId={item.shapefileId} name={name} />
        </TableCell>
        <TableCell align="center" padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={
              expanded
                ? t('shapefiles.table.hideDetails', { name })
                : t('shapefiles.table.showDetails', { name })
            }
            onClick={() => onToggle(item.shapefileId)}
            data-testid={`shapefile-expand-${item.shapefileId}`}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell
          colSpan={DATA_COLUMNS.length + 2}
          sx={{ py: 0, ...(expanded ? {} : { border: 0 }) }}
        >
          <Collapse in={expanded} timeout="auto" unmountOnExit>
            <section id={panelId} aria-label={t('shapefiles.panel.label', { name })}>
              <ShapefilePanel shapefileId={item.shapefileId} name={name} />
            </section>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
