import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';

export interface MenuButtonItem {
  label: string;
  testId: string;
  disabled?: boolean;
  icon?: ReactNode;
  onSelect: () => void;
}

/** A toolbar button that opens a menu of actions (Add shape, Export). */
export function MenuButton({
  label,
  testId,
  icon,
  items,
  disabled = false,
}: {
  label: string;
  testId: string;
  icon?: ReactNode;
  items: readonly MenuButtonItem[];
  disabled?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        data-testid={testId}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        // No exit fade: its invisible backdrop would swallow the first click on the map after
        // "Add new polygon", losing the polygon's first corner.
        transitionDuration={{ enter: 150, exit: 0 }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.testId}
            disabled={item.disabled}
            data-testid={item.testId}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
          >
            {item.icon}
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
