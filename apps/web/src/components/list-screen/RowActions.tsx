import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useSession } from '../../lib/session';
import { useMenuButton } from '../use-menu-button';
import type { RowAction, RowMenuItem } from './types';

/** The icon buttons of one row, each hidden without its permission or when it does not apply. */
export function RowActions<T>({ row, actions, wrap = false }: { row: T; actions: RowAction<T>[]; wrap?: boolean }) {
  const { can } = useSession();
  const visible = actions.filter(
    (a) => (!a.permission || can(a.permission)) && (!a.show || a.show(row)) && (!a.menu || a.menu(row).length > 0),
  );
  if (visible.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      {visible.map((a) =>
        a.menu ? (
          <MenuAction key={a.key} action={a} items={a.menu(row)} />
        ) : (
          <Tooltip key={a.key} title={a.label}>
            <IconButton aria-label={a.label} size="small" color={a.color ?? 'default'} onClick={() => a.onClick?.(row)}>
              {a.icon}
            </IconButton>
          </Tooltip>
        ),
      )}
    </Stack>
  );
}

/** An icon button opening a menu of entries; the focus returns to the button when it closes. */
function MenuAction<T>({ action, items }: { action: RowAction<T>; items: RowMenuItem[] }) {
  const menu = useMenuButton();
  return (
    <>
      <Tooltip title={action.label}>
        <IconButton aria-label={action.label} size="small" color={action.color ?? 'default'} {...menu.buttonProps}>
          {action.icon}
        </IconButton>
      </Tooltip>
      <Menu {...menu.menuProps}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              menu.close();
              item.onClick();
            }}
          >
            {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
