import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SessionUser } from '@portal/contract/auth';
import { Link as RouterLink } from 'react-router';
import { useMenuButton } from '../components/use-menu-button';
import { isApplicant, MY_APPLICATION_LINK } from '../features/my-application/my-application-link';
import { MenuCount } from './MenuCount';
import { visibleAdminLinks } from './nav-links';
import { useSession } from './session';
import { displayName, UserAvatar } from './UserAvatar';
import { useMenuBadges } from './use-menu-badges';
import { useSignOut } from './use-sign-out';

/** The signed-in user's menu: avatar and name, the links their permissions allow, Sign Out (spec 1 §2.2, §6). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { can } = useSession();
  const signOut = useSignOut();
  const { close, buttonProps, menuProps } = useMenuButton();
  const badges = useMenuBadges();

  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
        startIcon={
          badges.total > 0 ? (
            <Badge badgeContent={badges.total} color="error" max={99} overlap="circular">
              <UserAvatar user={user} />
            </Badge>
          ) : (
            <UserAvatar user={user} />
          )
        }
        aria-description={badges.total > 0 ? `${badges.total} waiting` : undefined}
        endIcon={<ExpandMore />}
        sx={{ textTransform: 'none', maxWidth: 260 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{displayName(user)}</span>
      </Button>
      <Menu
        {...menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ ...menuProps.slotProps, paper: { sx: { minWidth: 240, maxHeight: '75vh' } } }}
      >
        {isApplicant(user) && (
          <MenuItem component={RouterLink} to={MY_APPLICATION_LINK.to} onClick={close}>
            {MY_APPLICATION_LINK.label}
          </MenuItem>
        )}
        {visibleAdminLinks(can).map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={close} sx={{ gap: 2 }}>
            {l.label}
            <MenuCount badge={badges.byPath[l.to]} />
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
