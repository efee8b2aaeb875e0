import { COLLECTION_NAME_MAX } from '@ecotone/contracts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { apiErrorText } from '../../api/error-text';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePermissions } from '../auth';
import { CollectionEditDialog } from './collection-edit-dialog';
import { collectionQueryKeys, createCollection, fetchCollections } from './collections-api';

const PERMISSIONS = ['update:collection'] as const;

/**
 * /collections and /collections/:collectionId (issue 20): the collections the viewer can read,
 * with owner (private) or "Shareable", item count and the viewer's level; "New collection" for
 * holders of update:collection. A collection opens its edit dialog, also by its URL.
 */
export function CollectionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('collections.title'));
  const { collectionId } = useParams();
  const navigate = useNavigate();
  const permissions = usePermissions(PERMISSIONS);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: collectionQueryKeys.list,
    queryFn: ({ signal }) => fetchCollections(signal),
  });

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('collections.title')}
        </Typography>
        {permissions.has('update:collection') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="collections-create"
          >
            {t('collections.create')}
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('collections.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('collections.retry')}
            </Button>
          }
          data-testid="collections-failed"
        >
          {t('collections.failed')} {apiErrorText(list.error, t)}
        </Alert>
      ) : list.data.collections.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 4 }} data-testid="collections-empty">
          {t('collections.empty')}
        </Typography>
      ) : (
        <Table aria-label={t('collections.tableLabel')} data-testid="collections-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('collections.columns.name')}</TableCell>
              <TableCell>{t('collections.columns.owner')}</TableCell>
              <TableCell align="right">{t('collections.columns.items')}</TableCell>
              <TableCell>{t('collections.columns.level')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.collections.map((collection) => (
              <TableRow key={collection.collectionId} hover data-testid="collections-row">
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/collections/${collection.collectionId}`}
                    aria-label={t('collections.open', { name: collection.collectionName })}
                    data-testid="collections-row-name"
                  >
                    {collection.collectionName}
                  </Link>
                </TableCell>
                <TableCell>
                  {collection.ownerUserId
                    ? t('collections.privateOf', { name: collection.ownerUserName ?? '' })
                    : t('collections.shareable')}
                </TableCell>
                <TableCell align="right" data-testid="collections-row-count">
                  {t('collections.itemCount', { count: collection.itemCount })}
                </TableCell>
                <TableCell>{t(`collections.levels.${collection.accessLevel}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {creating && (
        <CreateCollectionDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(`/collections/${id}`);
          }}
        />
      )}
      {collectionId && (
        <CollectionEditDialog
          key={collectionId}
          collectionId={collectionId}
          onClose={() => void navigate('/collections')}
        />
      )}
    </Box>
  );
}

function CreateCollectionDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (collectionId: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const create = useMutation({
    mutationFn: () => createCollection(name.trim(), isPrivate),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionQueryKeys.one(collection.collectionId), collection);
      void queryClient.invalidateQueries({ queryKey: collectionQueryKeys.list });
      onCreated(collection.collectionId);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') create.mutate();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
      data-testid="collection-create-dialog"
    >
      <DialogTitle>{t('collections.createDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField
            label={t('collections.createDialog.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            required
            fullWidth
            slotProps={{
              htmlInput: {
                maxLength: COLLECTION_NAME_MAX,
                'data-testid': 'collection-create-name',
              },
            }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={isPrivate}
                onChange={(event) => setIsPrivate(event.target.checked)}
              />
            }
            label={t('collections.createDialog.private')}
          />
          {create.isError && (
            <Alert severity="error">
              {t('collections.createDialog.failed', { message: apiErrorText(create.error, t) })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('collections.createDialog.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={name.trim() === ''}
          loading={create.isPending}
          data-testid="collection-create-submit"
        >
          {t('collections.createDialog.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
