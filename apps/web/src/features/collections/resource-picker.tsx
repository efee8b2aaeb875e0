import type { ResourceListAnswer } from '@ecotone/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canAdd,
  type DisabledReason,
  PICKER_TYPES,
  type PickerOption,
  type PickerType,
  pickerOptions,
} from './picker-rules';

const REASON_KEYS = {
  'already-in': 'collections.picker.alreadyIn',
  'no-assessment': 'collections.picker.noAssessment',
  'under-project': 'collections.picker.underProject',
} as const satisfies Record<DisabledReason, string>;

interface ResourcePickerProps {
  resources: ResourceListAnswer | undefined;
  loading: boolean;
  /** Ids already in the collection. */
  excluded: ReadonlySet<string>;
  saving: boolean;
  onAdd: (chosen: PickerOption[]) => Promise<unknown>;
}

/**
 * The resource picker (specs/2 sections 2 and 5): a type selector ("Sites", "Projects"), a
 * search box "Add sites and projects" over the viewer's resources of that type, and Add.
 */
export function ResourcePicker({
  resources,
  loading,
  excluded,
  saving,
  onAdd,
}: ResourcePickerProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<PickerType>('site');
  const [chosen, setChosen] = useState<PickerOption[]>([]);
  const options = resources ? pickerOptions(resources, type, { excluded }) : [];

  const add = async () => {
    try {
      await onAdd(chosen);
      setChosen([]);
    } catch {
      // The dialog has told the user; the choice stays for another try.
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t('collections.picker.type')}
        value={type}
        onChange={(event) => {
          setType(event.target.value as PickerType);
          setChosen([]);
        }}
        sx={{ minWidth: 140 }}
        slotProps={{ htmlInput: { 'data-testid': 'picker-type' } }}
      >
        {PICKER_TYPES.map((option) => (
          <MenuItem key={option} value={option} data-testid={`picker-type-${option}`}>
            {t(`collections.picker.types.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1, minWidth: 0 }}
        options={options}
        value={chosen}
        loading={loading}
        onChange={(_event, next) => setChosen(next)}
        getOptionLabel={(option) => option.title}
        getOptionDisabled={(option) => option.disabled !== null}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={t('collections.picker.noOptions')}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props} data-testid={`picker-option-${option.id}`}>
            {option.title}
            {option.disabled && (
              <span style={{ marginLeft: 8, fontSize: '0.8em', opacity: 0.8 }}>
                ({t(REASON_KEYS[option.disabled])})
              </span>
            )}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={chosen.length === 0 ? t('collections.picker.search') : undefined}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': t('collections.picker.search'),
                'data-testid': 'picker-search',
              },
            }}
          />
        )}
      />
      <Button
        variant="contained"
        onClick={() => void add()}
        disabled={!canAdd(chosen, saving)}
        loading={saving}
        data-testid="picker-add"
      >
        {t('collections.picker.add')}
      </Button>
    </Stack>
  );
}
