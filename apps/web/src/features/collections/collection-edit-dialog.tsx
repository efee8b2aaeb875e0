import { COLLECTION_NAME_MAX, type Collection, type CollectionItem } from '@ecotone/contracts';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { fetchResources, resourceQueryKeys } from '../../api/resources';
import { InlineEditableText } from '../../ui/inline-editable-text';
import { useNotice } from '../../ui/notice';
import { SharingPanel } from '../sharing';
import {
  addCollectionItems,
  collectionQueryKeys,
  deleteCollection,
  fetchCollection,
  type NewItem,
  removeCollectionItem,
  renameCollection,
} from './collections-api';
import type { PickerOption } from './picker-rules';
import { ResourcePicker } from './resource-picker';

/** specs/2 section 9: "Collection dialog 800 px". */
const DIALOG_WIDTH = 800;

interface CollectionEditDialogProps {
  collectionId: string;
  onClose: () => void;
}

/**
 * The Collection edit dialog (specs/2 sections 2, 4, 5, 8): 800 px wide, full height, titled
 * "Edit collection". Name (inline editable when the viewer may edit) and Status, then tabs
 * "Items" (the items, remove with confirmation, the resource picker) and "Users" (the Sharing
 * panel, direct access only, or "This collection cannot be shared." for a private one). Footer:
 * "More actions" with "Delete collection", and "Close". Every change reports success or error.
 */
export function CollectionEditDialog({ collectionId, onClose }: CollectionEditDialogProps) {
  const { t } = useTranslation();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [tab, setTab] = useState<'items' | 'users'>('items');
  const [removing, setRemoving] = useState<CollectionItem | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const collection = useQuery({
    queryKey: collectionQueryKeys.one(collectionId),
    queryFn: ({ signal }) => fetchCollection(collectionId, signal),
  });
  const data = collection.data;
  const canEdit = data?.canEdit ?? false;
  const resources = useQuery({
    queryKey: resourceQueryKeys.list,
    queryFn: ({ signal }) => fetchResources(signal),
    enabled: canEdit,
  });

  const name = data?.collectionName ?? '';
  const typeName = (item: Pick<CollectionItem, 'itemType'>) =>
    t(`collections.edit.itemTypes.${item.itemType}`).toLowerCase();

  /** The answer of every write is the collection: the list and the dialog take it at once. */
  const took = (next: Collection) => {
    queryClient.setQueryData(collectionQueryKeys.one(collectionId), next);
    void queryClient.invalidateQueries({ queryKey: collectionQueryKeys.list });
  };

  const rename = useMutation({
    mutationFn: (collectionName: string) => renameCollection(collectionId, collectionName),
    onSuccess: took,
    onError: (error) =>
      notify({
        severity: 'error',
        title: t('collections.errors.updateTitle'),
        message: t('collections.errors.update', { message: apiErrorText(error, t) }),
      }),
  });

  const add = useMutation({
    mutationFn: (items: NewItem[]) => addCollectionItems(collectionId, items),
    onSuccess: (next, items) => {
      took(next);
      notify({
        severity: 'success',
        message: t('collections.toasts.added', { count: items.length }),
      });
    },
    onError: (error) =>
      notify({
        severity: 'error',
        title: t('collections.errors.addTitle'),
        message: t('collections.errors.add', { name, message: apiErrorText(error, t) }),
      }),
  });

  const remove = useMutation({
    mutationFn: (item: CollectionItem) => removeCollectionItem(collectionId, item.itemId),
    onSuccess: (next, item) => {
      took(next);
      notify({
        severity: 'success',
        message: t('collections.toasts.removed', { type: typeName(item), name: item.itemName }),
      });
    },
    onError: (error, item) =>
      notify({
        severity: 'error',
        title: t('collections.errors.removeTitle', { type: typeName(item) }),
        message: t('collections.errors.remove', {
          type: typeName(item),
          name,
          message: apiErrorText(error, t),
        }),
      }),
  });

  const destroy = useMutation({
    mutationFn: () => deleteCollection(collectionId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionQueryKeys.one(collectionId) });
      void queryClient.invalidateQueries({ queryKey: collectionQueryKeys.list });
      notify({ severity: 'success', message: t('collections.toasts.deleted', { name }) });
      onClose();
    },
    onError: (error) =>
      notify({
        severity: 'error',
        title: t('collections.errors.deleteTitle'),
        message: t('collections.errors.delete', { name, message: apiErrorText(error, t) }),
      }),
  });

  const excluded = new Set(data?.collectionItems.map((item) => item.itemId) ?? []);

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullWidth
        aria-labelledby={titleId}
        slotProps={{
          paper: { sx: { maxWidth: DIALOG_WIDTH, height: '100%' } },
        }}
        data-testid="collection-edit-dialog"
      >
        <DialogTitle id={titleId}>{t('collections.edit.title')}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {collection.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={t('collections.loading')} />
            </Box>
          ) : collection.isError || !data ? (
            <Alert severity="error">
              {t('collections.edit.loadFailed')} {apiErrorText(collection.error, t)}
            </Alert>
          ) : (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
                <Box sx={{ flex: 2, minWidth: 0 }}>
                  {canEdit ? (
                    <InlineEditableText
                      label={t('collections.edit.name')}
                      value={data.collectionName}
                      maxLength={COLLECTION_NAME_MAX}
                      testId="collection-name"
                      onSave={async (next) => {
                        try {
                          await rename.mutateAsync(next);
                        } catch (error) {
                          throw new Error(apiErrorText(error, t));
                        }
                      }}
                    />
                  ) : (
                    <Field label={t('collections.edit.name')} testId="collection-name-text">
                      {data.collectionName}
                    </Field>
                  )}
                </Box>
                <Box sx={{ flex: 1 }}>
                  <Field label={t('collections.edit.status')} testId="collection-status">
                    {data.ownerUserId
                      ? t('collections.edit.private', { name: data.ownerUserName ?? '' })
                      : t('collections.edit.shareable')}
                  </Field>
                </Box>
              </Stack>
              <Tabs value={tab} onChange={(_event, next: 'items' | 'users') => setTab(next)}>
                <Tab
                  value="items"
                  label={t('collections.edit.tabs.items')}
                  data-testid="collection-tab-items"
                />
                <Tab
                  value="users"
                  label={t('collections.edit.tabs.users')}
                  data-testid="collection-tab-users"
                />
              </Tabs>
              {tab === 'items' ? (
                <Stack spacing={2} role="tabpanel">
                  {canEdit && (
                    <ResourcePicker
                      resources={resources.data}
                      loading={resources.isPending}
                      excluded={excluded}
                      saving={add.isPending}
                      onAdd={(chosen: PickerOption[]) =>
                        add.mutateAsync(
                          chosen.map((option) => ({ itemType: option.type, itemId: option.id })),
                        )
                      }
                    />
                  )}
                  {data.collectionItems.length === 0 ? (
                    <Typography
                      variant="body2"
                      sx={{ color: 'text.secondary', py: 2 }}
                      data-testid="collection-no-items"
                    >
                      {t('collections.edit.noItems')}
                    </Typography>
                  ) : (
                    <Table size="small" data-testid="collection-items">
                      <TableHead>
                        <TableRow>
                          <TableCell>{t('collections.edit.itemColumns.type')}</TableCell>
                          <TableCell>{t('collections.edit.itemColumns.name')}</TableCell>
                          {canEdit && <TableCell padding="checkbox" />}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {data.collectionItems.map((item) => (
                          <TableRow
                            key={item.itemId}
                            data-testid={`collection-item-${item.itemId}`}
                          >
                            <TableCell>
                              {t(`collections.edit.itemTypes.${item.itemType}`)}
                            </TableCell>
                            <TableCell>{item.itemName}</TableCell>
                            {canEdit && (
                              <TableCell padding="checkbox">
                                <IconButton
                                  size="small"
                                  aria-label={t('collections.edit.remove', { name: item.itemName })}
                                  onClick={() => setRemoving(item)}
                                  data-testid={`collection-item-remove-${item.itemId}`}
                                >
                                  <DeleteIcon fontSize="small" />
                                </IconButton>
                              </TableCell>
                            )}
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </Stack>
              ) : data.ownerUserId ? (
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', py: 2 }}
                  data-testid="collection-not-shareable"
                >
                  {t('collections.edit.notShareable')}
                </Typography>
              ) : (
                <Box role="tabpanel">
                  <SharingPanel resourceType="collection" resourceId={collectionId} directOnly />
                </Box>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Box>
            {canEdit && (
              <>
                <Button
                  startIcon={<MoreVertIcon />}
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                  data-testid="collection-more-actions"
                >
                  {t('collections.edit.moreActions')}
                </Button>
                <Menu
                  anchorEl={menuAnchor}
                  open={menuAnchor !== null}
                  onClose={() => setMenuAnchor(null)}
                >
                  <MenuItem
                    onClick={() => {
                      setMenuAnchor(null);
                      setConfirmingDelete(true);
                    }}
                    data-testid="collection-delete"
                  >
                    <ListItemIcon>
                      <DeleteIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{t('collections.edit.delete')}</ListItemText>
                  </MenuItem>
                </Menu>
              </>
            )}
          </Box>
          <Button onClick={onClose} data-testid="collection-close">
            {t('collections.edit.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        open={removing !== null}
        title={t('collections.confirmRemove.title', { name: removing?.itemName ?? '' })}
        body={t('collections.confirmRemove.body', {
          type: removing ? typeName(removing) : '',
          name: removing?.itemName ?? '',
          collection: name,
        })}
        cancel={t('collections.confirmRemove.cancel')}
        confirm={t('collections.confirmRemove.confirm')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
        testId="collection-remove-confirm"
      />
      <Confirm
        open={confirmingDelete}
        title={t('collections.confirmDelete.title', { name })}
        body={t('collections.confirmDelete.body')}
        cancel={t('collections.confirmDelete.cancel')}
        confirm={t('collections.confirmDelete.confirm')}
        busy={destroy.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => destroy.mutate(undefined, { onSettled: () => setConfirmingDelete(false) })}
        testId="collection-delete-confirm"
      />
    </>
  );
}

function Field({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <Box>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body1" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

function Confirm(props: {
  open: boolean;
  title: string;
  body: string;
  cancel: string;
  confirm: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} data-testid={props.testId}>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          {props.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={props.busy}
          onClick={props.onConfirm}
          data-testid={`${props.testId}-ok`}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
