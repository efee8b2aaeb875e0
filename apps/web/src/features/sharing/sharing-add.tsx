import type { AccessResourceType, SharingCandidatesAnswer } from '@ecotone/contracts';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { fetchSharingCandidates, sharingQueryKeys } from './sharing-api';

type Candidate = SharingCandidatesAnswer['users'][number];

/** The candidates call needs 2 characters (contracts/sharing.ts); it waits for typing to pause. */
const SEARCH_MIN = 2;
const SEARCH_DEBOUNCE_MS = 300;

interface SharingAddProps {
  resourceType: AccessResourceType;
  resourceId: string;
  /** Users already in the table, left out of the choices. */
  excludedUserIds: ReadonlySet<string>;
  saving: boolean;
  onAdd: (userIds: string[]) => Promise<unknown>;
  /** Holders of update:users get the invite button (to user administration's invite). */
  mayInvite: boolean;
}

/**
 * Add existing users (specs/2 sections 2 and 5): a multi-select with chips matching name and
 * email, an Add button (disabled with nothing chosen or while saving; adds at Basic), and an
 * Invite button for those who may invite.
 */
export function SharingAdd({
  resourceType,
  resourceId,
  excludedUserIds,
  saving,
  onAdd,
  mayInvite,
}: SharingAddProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Candidate[]>([]);
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useQuery({
    queryKey: sharingQueryKeys.candidates(resourceType, resourceId, search),
    queryFn: ({ signal }) => fetchSharingCandidates(resourceType, resourceId, search, signal),
    enabled: search.length >= SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
  const options = (search.length >= SEARCH_MIN ? (candidates.data?.users ?? []) : []).filter(
    (user) => !excludedUserIds.has(user.ecotoneUserId),
  );

  const add = async () => {
    await onAdd(chosen.map((user) => user.ecotoneUserId));
    setChosen([]);
    setInput('');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete
        multiple
        fullWidth
        size="small"
        options={options}
        value={chosen}
        onChange={(_event, next) => setChosen(next)}
        inputValue={input}
        onInputChange={(_event, next, reason) => {
          // Choosing an option must not empty the box the user is still typing in.
          if (reason !== 'reset') setInput(next);
        }}
        filterOptions={(all) => all}
        getOptionLabel={(user) => user.name}
        isOptionEqualToValue={(a, b) => a.ecotoneUserId === b.ecotoneUserId}
        loading={candidates.isFetching}
        loadingText={t('sharing.panel.searching')}
        noOptionsText={
          input.trim().length < SEARCH_MIN
            ? t('sharing.panel.searchHint')
            : t('sharing.panel.noCandidates')
        }
        disabled={saving}
        slotProps={{ listbox: { style: { maxHeight: 224 } } }}
        renderOption={({ key, ...props }, user) => (
          <li key={key} {...props} data-testid="sharing-candidate">
            <Stack>
              <span>{user.name}</span>
              <span style={{ fontSize: '0.8em', opacity: 0.7 }}>{user.email}</span>
            </Stack>
          </li>
        )}
        renderValue={(users, getItemProps) =>
          users.map((user, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} size="small" label={user.name} title={user.email} {...props} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('sharing.panel.addLabel')}
            placeholder={chosen.length === 0 ? t('sharing.panel.addPlaceholder') : undefined}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'sharing-search' },
            }}
          />
        )}
      />
      <Button
        variant="contained"
        onClick={() => void add()}
        disabled={chosen.length === 0 || saving}
        loading={saving}
        data-testid="sharing-add"
      >
        {t('sharing.panel.add')}
      </Button>
      {mayInvite && (
        <Button
          component={RouterLink}
          to="/admin/users"
          startIcon={<PersonAddIcon />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          data-testid="sharing-invite"
        >
          {t('sharing.panel.invite')}
        </Button>
      )}
    </Stack>
  );
}
