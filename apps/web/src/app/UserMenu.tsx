import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SessionUser } from '@portal/contract/auth';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { visibleAdminLinks } from './nav-links';
import { useSession } from './session';
import { displayName, UserAvatar } from './UserAvatar';
import { useSignOut } from './use-sign-out';

/** The signed-in user's menu: avatar and name, the links their permissions allow, Sign Out (spec 1 §2.2, §6). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { can } = useSession();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<UserAvatar user={user} />}
        endIcon={<ExpandMore />}
        sx={{ textTransform: 'none', maxWidth: 260 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{displayName(user)}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 240, maxHeight: '75vh' } } }}
      >
        {visibleAdminLinks(can).map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={close}>
            {l.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
