import type { ShapefileListItem, ShapefileSortField } from '@ecotone/contracts';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { areaText, createdText } from './cell-text';

/** The five data columns of specs/1 section 2.1, in order; all of them sort on the server. */
export const DATA_COLUMNS: readonly ShapefileSortField[] = [
  'shapefileName',
  'totalAreaHa',
  'totalMaskAreaHa',
  'creator',
  'createdAt',
];

const NUMERIC: ReadonlySet<ShapefileSortField> = new Set(['totalAreaHa', 'totalMaskAreaHa']);
export const isNumericColumn = (field: ShapefileSortField) => NUMERIC.has(field);

/** One shapefile's data cells, areas in the reader's unit system (the list page and the modal). */
export function ShapefileCells({ item }: { item: ShapefileListItem }) {
  const { units, language } = usePreferences();
  return (
    <>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {item.shapefileName}
      </TableCell>
      <TableCell align="right" data-hectares={item.totalAreaHa}>
        {areaText(item.totalAreaHa, units, language)}
      </TableCell>
      <TableCell align="right" data-hectares={item.totalMaskAreaHa ?? ''}>
        {areaText(item.totalMaskAreaHa, units, language)}
      </TableCell>
      <TableCell>{item.creator.name}</TableCell>
      <TableCell>
        <time dateTime={item.createdAt}>{createdText(item.createdAt, language)}</time>
      </TableCell>
    </>
  );
}

/** The header text of a data column. */
export function useColumnLabel(): (field: ShapefileSortField) => string {
  const { t } = useTranslation();
  return (field) => t(`shapefiles.columns.${field}`);
}
