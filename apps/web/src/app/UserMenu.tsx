import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SessionUser } from '@portal/contract/auth';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMenuButton } from '../components/use-menu-button';
import { isApplicant, MY_APPLICATION_LINK } from '../features/application-wizard/standing/my-application-link';
import { useSession } from '../lib/session';
import { MenuCount } from './MenuCount';
import { accountLinks } from './nav-links';
import { displayName, UserAvatar } from './UserAvatar';
import { useMenuBadges } from './use-menu-badges';
import { useSignOut } from './use-sign-out';

/**
 * The signed-in user's menu (spec 1 §2.2, §6): avatar and name, Profile, the staff console for those
 * who have one, Sign Out. `compact`: the avatar alone (phones, in the console). `inConsole`: the
 * console link is left out, the side navigation being there.
 */
export function UserMenu({ user, compact, inConsole }: { user: SessionUser; compact?: boolean; inConsole?: boolean }) {
  const { can } = useSession();
  const signOut = useSignOut();
  const { close, buttonProps, menuProps } = useMenuButton();
  const badges = useMenuBadges();
  const { t } = useTranslation();

  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
        startIcon={
          badges.total > 0 && !inConsole ? (
            <Badge badgeContent={badges.total} color="error" max={99} overlap="circular">
              <UserAvatar user={user} />
            </Badge>
          ) : (
            <UserAvatar user={user} />
          )
        }
        aria-label={compact ? displayName(user) : undefined}
        aria-description={badges.total > 0 && !inConsole ? `${badges.total} waiting` : undefined}
        endIcon={compact ? undefined : <ExpandMore />}
        sx={{
          textTransform: 'none',
          maxWidth: 260,
          minWidth: 0,
          ...(compact ? { '& .MuiButton-startIcon': { m: 0 } } : {}),
        }}
      >
        {!compact && (
          <span translate="no" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {displayName(user)}
          </span>
        )}
      </Button>
      <Menu
        {...menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ ...menuProps.slotProps, paper: { sx: { minWidth: 240, maxHeight: '75vh' } } }}
      >
        {isApplicant(user) && (
          <MenuItem component={RouterLink} to={MY_APPLICATION_LINK.to} onClick={close}>
            {t(MY_APPLICATION_LINK.labelKey)}
          </MenuItem>
        )}
        {accountLinks(can, inConsole).map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={close} sx={{ gap: 2 }}>
            {t(l.labelKey)}
            {l.console && badges.total > 0 && (
              <MenuCount badge={{ count: badges.total, label: t('common.waiting', { count: badges.total }) }} />
            )}
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
          {t('nav.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
