import type { AccessLevel, AccessResourceType, SharingUser } from '@ecotone/contracts';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  levelOptions,
  type SharingSort,
  type SortOrder,
  shownLevel,
  sourceLabel,
} from './sharing-rules';

export interface SharingTableProps {
  resourceType: AccessResourceType;
  users: SharingUser[];
  minimumLevels: Readonly<Record<string, AccessLevel>>;
  sort: SharingSort;
  order: SortOrder;
  onSort: (sort: SharingSort) => void;
  /** False: the dropdowns are read-only and nothing can be removed. */
  editable: boolean;
  /** Only the direct source shows in an expanded row (a collection's list). */
  directOnly: boolean;
  busy: boolean;
  onSetLevel: (user: SharingUser, level: AccessLevel) => void;
  onRemove: (user: SharingUser) => void;
}

/** The sortable user table (columns user and access level); a row expands to its sources. */
export function SharingTable(props: SharingTableProps) {
  const { t } = useTranslation();
  const columns: SharingSort[] = ['user', 'accessLevel'];
  return (
    <Table size="small" aria-label={t('sharing.panel.tableLabel')} data-testid="sharing-table">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          {columns.map((column) => {
            const active = props.sort === column;
            return (
              <TableCell key={column} sortDirection={active ? props.order : false}>
                <TableSortLabel
                  active={active}
                  direction={active ? props.order : 'asc'}
                  onClick={() => props.onSort(column)}
                  data-testid={`sharing-sort-${column}`}
                >
                  {t(`sharing.panel.columns.${column}`)}
                </TableSortLabel>
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.users.map((user) => (
          <SharingRow key={user.ecotoneUserId} user={user} table={props} />
        ))}
      </TableBody>
    </Table>
  );
}

function SharingRow({ user, table }: { user: SharingUser; table: SharingTableProps }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = sourceLabel(user);
  const minimum = table.minimumLevels[user.ecotoneUserId];
  const level = shownLevel(user);
  const sources = table.directOnly ? user.sources.filter((source) => source.direct) : user.sources;
  return (
    <>
      <TableRow
        data-testid="sharing-row"
        data-email={user.email}
        sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
            aria-label={t(open ? 'sharing.panel.collapse' : 'sharing.panel.expand', {
              name: user.name,
            })}
            data-testid="sharing-expand"
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="body2">{user.name}</Typography>
              <Typography
                variant="caption"
                sx={{ color: 'text.secondary', wordBreak: 'break-all' }}
              >
                {user.email}
              </Typography>
            </Stack>
            <Chip
              size="small"
              variant="outlined"
              data-testid="sharing-label"
              label={
                label.kind === 'via'
                  ? t('sharing.panel.labels.via', {
                      type: t(`sharing.resourceTypes.${label.type}`),
                    })
                  : t(`sharing.panel.labels.${label.kind}`)
              }
            />
          </Stack>
        </TableCell>
        <TableCell sx={{ width: 200 }}>
          <Select
            size="small"
            fullWidth
            value={level}
            readOnly={!table.editable}
            disabled={table.busy}
            onChange={(event) => {
              const next = event.target.value as AccessLevel;
              if (next !== level) table.onSetLevel(user, next);
            }}
            inputProps={{ 'aria-label': t('sharing.panel.levelLabel', { name: user.name }) }}
            data-testid="sharing-level"
          >
            {levelOptions(table.resourceType, minimum).map((option) => (
              <MenuItem
                key={option.level}
                value={option.level}
                disabled={option.disabled}
                title={
                  option.disabled ? t('sharing.panel.belowMinimum', { name: user.name }) : undefined
                }
                data-testid={`sharing-level-${option.level}`}
              >
                {t(`sharing.levels.${option.level}`)}
              </MenuItem>
            ))}
          </Select>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow data-testid="sharing-sources">
          <TableCell />
          <TableCell colSpan={2}>
            <Stack spacing={0.5}>
              {sources.map((source) => (
                <Stack
                  key={`${source.resourceType}-${source.resourceId}`}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {source.direct
                      ? t('sharing.panel.directSource', {
                          level: t(`sharing.levels.${source.accessLevel}`),
                        })
                      : t('sharing.panel.source', {
                          level: t(`sharing.levels.${source.accessLevel}`),
                          type: t(`sharing.resourceTypes.${source.resourceType}`),
                          title: source.resourceTitle,
                        })}
                  </Typography>
                  {source.direct && table.editable && (
                    <Button
                      size="small"
                      color="error"
                      disabled={table.busy}
                      onClick={() => table.onRemove(user)}
                      data-testid="sharing-remove"
                    >
                      {t('sharing.panel.remove')}
                    </Button>
                  )}
                </Stack>
              ))}
            </Stack>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
