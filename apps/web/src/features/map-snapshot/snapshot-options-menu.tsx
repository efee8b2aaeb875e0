import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ASPECT_MODES, type AspectMode } from '../../map/printable/aspect-frame';
import { LogoPicker } from './logo-picker';
import type { PartnerLogo } from './read-logo';

/** What the snapshot shows (specs/3 "Map snapshot dialog"); texts live in SnapshotTexts. */
export interface SnapshotOptions {
  logo: boolean;
  legend: boolean;
  title: boolean;
  subtitle: boolean;
  aspect: AspectMode;
}

export const DEFAULT_SNAPSHOT_OPTIONS: SnapshotOptions = {
  logo: false,
  legend: true,
  title: true,
  subtitle: true,
  aspect: 'responsive',
};

interface SnapshotOptionsMenuProps {
  options: SnapshotOptions;
  onOptions: (change: Partial<SnapshotOptions>) => void;
  title: string;
  onTitle: (title: string) => void;
  subtitle: string;
  onSubtitle: (subtitle: string) => void;
  /** The legend's name, or null when the layer has no legend (the toggle is then disabled). */
  legendName: string | null;
  onLegendName: (name: string) => void;
  logo: PartnerLogo | null;
  onLogo: (logo: PartnerLogo | null) => void;
}

/** The dialog's menu: the four toggles with their texts, and the aspect ratio. */
export function SnapshotOptionsMenu(props: SnapshotOptionsMenuProps) {
  const { t } = useTranslation();
  const { options, onOptions } = props;
  return (
    <Stack
      spacing={1.5}
      sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }}
      data-testid="snapshot-menu"
    >
      <Toggle
        label={t('mapSnapshot.uploadLogo')}
        checked={options.logo}
        onChange={(logo) => onOptions({ logo })}
        testId="snapshot-logo-toggle"
      >
        <LogoPicker logo={props.logo} onLogo={props.onLogo} />
      </Toggle>
      <Toggle
        label={t('mapSnapshot.legend')}
        checked={options.legend && props.legendName !== null}
        disabled={props.legendName === null}
        onChange={(legend) => onOptions({ legend })}
        testId="snapshot-legend-toggle"
      >
        <TextField
          size="small"
          label={t('mapSnapshot.legendName')}
          value={props.legendName ?? ''}
          onChange={(event) => props.onLegendName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </Toggle>
      <Toggle
        label={t('mapSnapshot.titleToggle')}
        checked={options.title}
        onChange={(title) => onOptions({ title })}
        testId="snapshot-title-toggle"
      >
        <TextField
          size="small"
          label={t('mapSnapshot.titleText')}
          value={props.title}
          onChange={(event) => props.onTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'snapshot-title' } }}
        />
      </Toggle>
      <Toggle
        label={t('mapSnapshot.subtitleToggle')}
        checked={options.subtitle}
        onChange={(subtitle) => onOptions({ subtitle })}
        testId="snapshot-subtitle-toggle"
      >
        <TextField
          size="small"
          label={t('mapSnapshot.subtitleText')}
          value={props.subtitle}
          onChange={(event) => props.onSubtitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 160 } }}
        />
      </Toggle>
      <Typography variant="subtitle2" component="p" id="snapshot-aspect-label">
        {t('mapSnapshot.aspect.label')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={options.aspect}
        onChange={(_, aspect: AspectMode | null) => aspect && onOptions({ aspect })}
        aria-labelledby="snapshot-aspect-label"
        sx={{ flexWrap: 'wrap' }}
      >
        {ASPECT_MODES.map((mode) => (
          <ToggleButton key={mode} value={mode} data-testid={`snapshot-aspect-${mode}`}>
            {t(`mapSnapshot.aspect.${mode}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

interface ToggleProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  /** Shown under the switch while it is on. */
  children: ReactNode;
}

function Toggle({ label, checked, disabled, onChange, testId, children }: ToggleProps) {
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': testId } as object }}
          />
        }
        label={label}
      />
      {checked ? children : null}
    </Stack>
  );
}
