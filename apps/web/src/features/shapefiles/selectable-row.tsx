import type { ShapefileListItem } from '@ecotone/contracts';
import Radio from '@mui/material/Radio';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ShapefileCells } from './shapefile-cells';

interface SelectableRowProps {
  item: ShapefileListItem;
  selected: boolean;
  onSelect: (item: ShapefileListItem) => void;
  /** One radio group per dialog, so the arrow keys move between rows. */
  groupName: string;
}

/**
 * A row of the Select Existing Shape modal: a click anywhere on it, or Space/Enter on its radio,
 * chooses it (specs/1 section 2.2, single-row selection).
 */
export function SelectableRow({ item, selected, onSelect, groupName }: SelectableRowProps) {
  const { t } = useTranslation();
  return (
    <TableRow
      hover
      selected={selected}
      aria-selected={selected}
      onClick={() => onSelect(item)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onSelect(item);
      }}
      sx={{ cursor: 'pointer' }}
      data-testid={`select-existing-row-${item.shapefileId}`}
      data-selected={selected}
    >
      <TableCell padding="checkbox">
        <Radio
          checked={selected}
          onChange={() => onSelect(item)}
          name={groupName}
          value={item.shapefileId}
          slotProps={{
            input: { 'aria-label': t('shapefiles.select.choose', { name: item.shapefileName }) },
          }}
        />
      </TableCell>
      <ShapefileCells item={item} />
    </TableRow>
  );
}
