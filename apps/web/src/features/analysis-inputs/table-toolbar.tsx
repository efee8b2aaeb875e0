import type { AnalysisMetadata } from '@ecotone/contracts';
import CheckIcon from '@mui/icons-material/Check';
import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTemplate, type InputsCollection, matchTemplate } from './inputs-model';

const CUSTOM = 'custom';

interface TableToolbarProps {
  metadata: AnalysisMetadata;
  value: InputsCollection;
  onChange: (inputs: InputsCollection) => void;
  showAdvanced: boolean;
  onShowAdvancedChange: (show: boolean) => void;
  /** The template the inputs started from; it wins when several templates match. */
  templateId: string | null;
}

/** The template dropdown (plus 'Custom' when nothing matches) and the table options menu. */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation();
  const { metadata, value, onChange, templateId } = props;
  // The template picked here, remembered for the starting template it replaced: a new starting
  // template (another restoration activity) takes over again.
  const [picked, setPicked] = useState<{ id: string; over: string | null } | null>(null);
  const preferred = picked && picked.over === templateId ? picked.id : templateId;
  const templates = metadata.templates.filter((template) => template.userSelectable);
  const matched = matchTemplate(metadata, value, preferred);

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
      <TextField
        select
        label={t('analysisInputs.template')}
        value={matched?.id ?? CUSTOM}
        onChange={(event) => {
          const template = templates.find((candidate) => candidate.id === event.target.value);
          if (!template) return;
          setPicked({ id: template.id, over: templateId });
          onChange(applyTemplate(metadata, template));
        }}
        size="small"
        sx={{ minWidth: 260 }}
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': 'analysis-template' } as object },
        }}
      >
        {templates.map((template) => (
          <MenuItem key={template.id} value={template.id} data-testid={`template-${template.id}`}>
            {template.label}
          </MenuItem>
        ))}
        {!matched && (
          <MenuItem value={CUSTOM} disabled data-testid="template-custom">
            {t('analysisInputs.custom')}
          </MenuItem>
        )}
      </TextField>
      <span style={{ flexGrow: 1 }} />
      <TableOptionsMenu {...props} />
    </Stack>
  );
}

function TableOptionsMenu({ showAdvanced, onShowAdvancedChange }: TableToolbarProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t('analysisInputs.tableOptions');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="analysis-table-options"
        >
          <TuneIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        transitionDuration={{ enter: 150, exit: 0 }}
      >
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={showAdvanced}
          onClick={() => {
            setAnchor(null);
            onShowAdvancedChange(!showAdvanced);
          }}
          data-testid="analysis-show-advanced"
        >
          <ListItemIcon>{showAdvanced && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{t('analysisInputs.showAdvanced')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
