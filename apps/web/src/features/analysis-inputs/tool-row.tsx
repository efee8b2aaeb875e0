import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { resetTool, setToolEnabled, toolDiffersFromDefaults } from './inputs-model';
import { ToolOptions } from './tool-options';
import type { ToolRowProps } from './tool-row-props';

export const TOOL_COLUMNS = 4;

/** One tool: enable checkbox, label and status, manual link, Undo changes, expandable options. */
export function ToolRow(props: ToolRowProps) {
  const { t } = useTranslation();
  const { tool, inputs, onChange, expanded, onExpandedChange } = props;
  const optionsId = useId();
  const labelId = useId();
  const enabled = inputs[tool.scriptType] !== undefined;
  const status = tool.statusMessage ?? (tool.available ? null : t('analysisInputs.unavailable'));
  const name = { tool: tool.label };
  const testId = (part: string) => `tool-${part}-${tool.scriptType}`;

  const checkbox = (
    <Checkbox
      checked={enabled}
      disabled={!tool.available}
      onChange={(event) => {
        onChange(setToolEnabled(inputs, tool, event.target.checked));
        if (event.target.checked) onExpandedChange(true);
      }}
      slotProps={{
        input: {
          'aria-labelledby': labelId,
          'data-testid': testId('enable'),
        } as object,
      }}
    />
  );

  return (
    <>
      <TableRow
        data-testid={testId('row')}
        data-enabled={enabled}
        sx={{ '& > td': { borderBottom: 0 } }}
      >
        <TableCell padding="checkbox">
          {tool.available ? (
            checkbox
          ) : (
            <Tooltip title={status ?? ''}>
              <span>{checkbox}</span>
            </Tooltip>
          )}
        </TableCell>
        <TableCell>
          <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
            {tool.label}
          </Typography>
          {status && (
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary' }}
              data-testid={testId('status')}
            >
              {status}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {toolDiffersFromDefaults(tool, inputs) && (
            <Button
              size="small"
              startIcon={<UndoIcon />}
              aria-label={t('analysisInputs.undoChangesLabel', name)}
              onClick={() => onChange(resetTool(inputs, tool))}
              data-testid={testId('undo')}
            >
              {t('analysisInputs.undoChanges')}
            </Button>
          )}
          <Link
            href={tool.manualUrl}
            target="_blank"
            rel="noopener"
            aria-label={t('analysisInputs.manualLabel', name)}
            sx={{ ml: 1, display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 14 }}
          >
            <MenuBookIcon fontSize="inherit" />
            {t('analysisInputs.manual')}
          </Link>
        </TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-controls={optionsId}
            aria-label={t(
              expanded ? 'analysisInputs.hideOptions' : 'analysisInputs.showOptions',
              name,
            )}
            onClick={() => onExpandedChange(!expanded)}
            data-testid={testId('expand')}
          >
            {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={TOOL_COLUMNS} sx={{ py: 0 }}>
          <Collapse in={expanded} unmountOnExit id={optionsId} data-testid={testId('options')}>
            <ToolOptions {...props} enabled={enabled} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
