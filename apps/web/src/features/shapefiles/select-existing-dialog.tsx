import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedShapefile } from '../../shapes/imported-shapefile';
import { SelectableRow } from './selectable-row';
import { ShapefileSearchField } from './shapefile-search-field';
import { ShapefileTable } from './shapefile-table';
import { useSelectExisting } from './use-select-existing';
import { useShapefileList } from './use-shapefile-list';

/** specs/1 sections 2.2 and 9: the Select Existing Shape modal is at most 800 px wide. */
export const SELECT_EXISTING_MAX_WIDTH = 800;

interface SelectExistingDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen shapefile with its shape, once the shape has loaded. */
  onSelect: (imported: ImportedShapefile) => void;
}

/** "Select existing shape" from step 1's Add shape menu (specs/1 section 2.2). */
export function SelectExistingDialog({ open, onClose, onSelect }: SelectExistingDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: SELECT_EXISTING_MAX_WIDTH } } }}
      data-testid="select-existing-dialog"
    >
      {/* The dialog unmounts its content once closed: each opening starts with no selection. */}
      <SelectExistingContent titleId={titleId} onClose={onClose} onSelect={onSelect} />
    </Dialog>
  );
}

function SelectExistingContent({
  titleId,
  onClose,
  onSelect,
}: Omit<SelectExistingDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const groupName = useId();
  const list = useShapefileList();
  const selection = useSelectExisting((imported) => {
    onSelect(imported);
    onClose();
  });

  return (
    <>
      <DialogTitle id={titleId}>{t('shapefiles.select.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('shapefiles.select.intro')}
          </Typography>
          <ShapefileSearchField list={list} autoFocus />
          <ShapefileTable
            list={list}
            testId="select-existing-list"
            leadingHeader={t('shapefiles.columns.select')}
            renderRow={(item) => (
              <SelectableRow
                key={item.shapefileId}
                item={item}
                selected={selection.selected?.shapefileId === item.shapefileId}
                onSelect={selection.choose}
                groupName={groupName}
              />
            )}
          />
          {selection.error && (
            <Alert severity="error" data-testid="select-existing-error">
              {selection.error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="select-existing-cancel">
          {t('shapefiles.select.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={selection.selected === null}
          loading={selection.loading}
          onClick={() => void selection.confirm()}
          data-testid="select-existing-confirm"
        >
          {t('shapefiles.select.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
