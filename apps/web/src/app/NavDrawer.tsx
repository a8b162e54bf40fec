import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isApplicant, MY_APPLICATION_LINK } from '../features/application-wizard/standing/my-application-link';
import { APP_NAME } from '../lib/brand';
import { useSession } from '../lib/session';
import { useSignInDialog } from '../lib/sign-in-dialog';
import { MenuCount } from './MenuCount';
import { accountLinks, PUBLIC_NAV } from './nav-links';
import { displayName, UserAvatar } from './UserAvatar';
import { type MenuBadge, useMenuBadges } from './use-menu-badges';
import type { useShellNav } from './use-shell-nav';
import { useSignOut } from './use-sign-out';

function DrawerLink({
  to,
  label,
  onClick,
  nested,
  badge,
  name,
}: {
  to: string;
  label: string;
  onClick(): void;
  nested?: boolean;
  badge?: MenuBadge;
  /** The label is a name (a past cohort's), the same in every language. */
  name?: boolean;
}) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      onClick={onClick}
      sx={{ pl: nested ? 4 : 2, '&.active': { bgcolor: 'action.selected' } }}
    >
      <ListItemText primary={label} translate={name ? 'no' : undefined} />
      <MenuCount badge={badge} />
    </ListItemButton>
  );
}

/** The small-screen side drawer with the header's links (spec 1 §2.2). */
export function NavDrawer({
  open,
  onClose,
  nav,
}: {
  open: boolean;
  onClose(): void;
  nav: ReturnType<typeof useShellNav>;
}) {
  const { user, can } = useSession();
  const signIn = useSignInDialog();
  const signOut = useSignOut();
  const [cohortsOpen, setCohortsOpen] = useState(false);
  const badges = useMenuBadges();
  const { t } = useTranslation();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'nav-drawer', sx: { width: 300, maxWidth: '85vw' }, 'aria-label': t('nav.siteMenu') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography translate="no" sx={{ flex: 1, fontWeight: 800, color: 'primary.main' }}>
          {APP_NAME}
        </Typography>
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      {user ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
          <UserAvatar user={user} size={40} />
          <Typography translate="no" sx={{ fontWeight: 600 }}>
            {displayName(user)}
          </Typography>
        </Box>
      ) : (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Button
            fullWidth
            variant="contained"
            color="secondary"
            onClick={() => {
              onClose();
              signIn.open();
            }}
          >
            {t('nav.getStarted')}
          </Button>
        </Box>
      )}
      <List component="nav" aria-label={t('nav.main')}>
        <DrawerLink to={PUBLIC_NAV.about.to} label={t(PUBLIC_NAV.about.labelKey)} onClick={onClose} />
        <DrawerLink to={nav.cohortTo} label={t('nav.cohort')} onClick={onClose} />
        <ListItemButton onClick={() => setCohortsOpen((o) => !o)} aria-expanded={cohortsOpen}>
          <ListItemText primary={t('nav.pastCohorts')} />
          {cohortsOpen ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={cohortsOpen} unmountOnExit>
          <List disablePadding>
            {nav.pastCohortsLoading && (
              <ListItemButton disabled sx={{ pl: 4 }}>
                <ListItemText primary={t('common.loading')} />
              </ListItemButton>
            )}
            {!nav.pastCohortsLoading && nav.pastCohorts.length === 0 && (
              <ListItemButton disabled sx={{ pl: 4 }}>
                <ListItemText primary={t('msg.noPreviousCohorts')} />
              </ListItemButton>
            )}
            {nav.pastCohorts.map((c) => (
              <DrawerLink key={c.id} to={`/past-cohorts/${c.slug}`} label={c.name} onClick={onClose} nested name />
            ))}
          </List>
        </Collapse>
        {PUBLIC_NAV.after.map((l) => (
          <DrawerLink key={l.to} to={l.to} label={t(l.labelKey)} onClick={onClose} />
        ))}
      </List>
      {user && (
        <>
          <Divider />
          <List
            component="nav"
            aria-label={t('nav.account')}
            subheader={<ListSubheader>{t('nav.myAccount')}</ListSubheader>}
          >
            {isApplicant(user) && (
              <DrawerLink to={MY_APPLICATION_LINK.to} label={t(MY_APPLICATION_LINK.labelKey)} onClick={onClose} />
            )}
            {accountLinks(can).map((l) => (
              <DrawerLink
                key={l.to}
                to={l.to}
                label={t(l.labelKey)}
                onClick={onClose}
                badge={
                  l.console && badges.total > 0
                    ? { count: badges.total, label: t('common.waiting', { count: badges.total }) }
                    : undefined
                }
              />
            ))}
            <ListItemButton
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              <ListItemIcon>
                <Logout />
              </ListItemIcon>
              <ListItemText primary={t('nav.signOut')} />
            </ListItemButton>
          </List>
        </>
      )}
    </Drawer>
  );
}
