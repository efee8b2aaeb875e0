import type { UserListSort, UserSummary } from '@ecotone/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format-date';
import { ListSearchField } from '../../ui/list-search-field';
import type { UserList } from './use-user-list';
import { isUserPageSize, USER_PAGE_SIZES } from './user-list-query';

const COLUMNS: ReadonlyArray<{ key: UserListSort | 'roles'; sortable: boolean }> = [
  { key: 'name', sortable: true },
  { key: 'email', sortable: true },
  { key: 'roles', sortable: false },
  { key: 'createdAt', sortable: true },
  { key: 'lastSignInAt', sortable: true },
];

/**
 * The user table: search (debounced; Enter at once), sortable columns, paging on the server.
 * A row's name is a link-button that opens the profile, so the table is usable from the keyboard.
 */
export function UserTable({ list, onOpen }: { list: UserList; onOpen: (userId: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ListSearchField
        label={t('admin.list.searchLabel')}
        placeholder={t('admin.list.searchPlaceholder')}
        value={list.searchInput}
        onChange={list.setSearchInput}
        onKeyDown={(event) => {
          if (event.key === 'Enter') list.searchNow();
        }}
        testId="user-search"
      />
      {list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.retry}>
              {t('admin.list.retry')}
            </Button>
          }
        >
          {t('admin.list.failed')}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('admin.list.tableLabel')} aria-busy={list.isFetching}>
            <TableHead>
              <TableRow>
                {COLUMNS.map(({ key, sortable }) => {
                  const active = list.state.sort === key;
                  return (
                    <TableCell key={key} sortDirection={active ? list.state.order : false}>
                      {sortable ? (
                        <TableSortLabel
                          active={active}
                          direction={active ? list.state.order : 'asc'}
                          onClick={() => list.sort(key as UserListSort)}
                          data-testid={`user-sort-${key}`}
                        >
                          {t(`admin.list.columns.${key}`)}
                        </TableSortLabel>
                      ) : (
                        t(`admin.list.columns.${key}`)
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody data-testid="user-table">
              {list.isPending && <SkeletonRows />}
              {!list.isPending && list.users.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} data-testid="user-table-empty">
                    {list.state.search
                      ? t('admin.list.noMatch', { search: list.state.search })
                      : t('admin.list.empty')}
                  </TableCell>
                </TableRow>
              )}
              {list.users.map((user) => (
                <UserRow key={user.ecotoneUserId} user={user} onOpen={onOpen} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={list.total}
        page={list.state.page}
        onPageChange={(_event, page) => list.setPage(page)}
        rowsPerPage={list.state.pageSize}
        rowsPerPageOptions={[...USER_PAGE_SIZES]}
        onRowsPerPageChange={(event) => {
          const size = Number(event.target.value);
          if (isUserPageSize(size)) list.setPageSize(size);
        }}
        labelRowsPerPage={t('admin.list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('admin.list.range', { from, to, count })}
      />
    </Stack>
  );
}

function UserRow({ user, onOpen }: { user: UserSummary; onOpen: (userId: string) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <TableRow hover data-testid="user-row" data-email={user.email}>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(user.ecotoneUserId)}
            aria-label={t('admin.list.openProfile', { name: user.name })}
            sx={{ textAlign: 'left' }}
            data-testid="user-open"
          >
            {user.name}
          </Link>
          {user.status === 'invited' && (
            <Chip size="small" label={t('admin.list.invited')} data-testid="user-invited" />
          )}
        </Stack>
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
      <TableCell>{user.roles.map((role) => t(`admin.roles.${role}`)).join(', ')}</TableCell>
      <TableCell>{formatDate(user.createdAt, locale)}</TableCell>
      <TableCell>
        {user.lastSignInAt ? formatDate(user.lastSignInAt, locale) : t('admin.list.never')}
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows() {
  return [0, 1, 2, 3, 4].map((row) => (
    <TableRow key={row}>
      {COLUMNS.map(({ key }) => (
        <TableCell key={key}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}
