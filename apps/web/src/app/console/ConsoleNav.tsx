import type { SvgIconComponent } from '@mui/icons-material';
import Article from '@mui/icons-material/Article';
import AutoStories from '@mui/icons-material/AutoStories';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Inbox from '@mui/icons-material/Inbox';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Quiz from '@mui/icons-material/Quiz';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import Send from '@mui/icons-material/Send';
import StarRate from '@mui/icons-material/StarRate';
import Timeline from '@mui/icons-material/Timeline';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { MenuCount } from '../MenuCount';
import { useMenuBadges } from '../use-menu-badges';
import { type ConsoleLink, consoleGroups } from './console-nav';

const ICONS: Record<string, SvgIconComponent> = {
  '/dashboard': Dashboard,
  '/applications': ReceiptLong,
  '/track-applications': Timeline,
  '/questions': Quiz,
  '/question': Quiz,
  '/groups': StarRate,
  '/programs': Event,
  '/news-feed-admin': Article,
  '/story-admin': AutoStories,
  '/gallery-admin': PhotoLibrary,
  '/team-admin': Groups,
  '/cohort-admin': School,
  '/contact-us-admin': Inbox,
  '/announcements': MarkEmailRead,
  '/sent-mail': Send,
  '/users': ManageAccounts,
  '/roles': Security,
  '/logs': History,
};

/**
 * The console's links, grouped, with the live badges. `collapsed`: icons only (the desktop rail),
 * each named by its tooltip and its accessible name. The current screen is highlighted and marked
 * `aria-current="page"` (NavLink does both).
 */
export function ConsoleNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { can } = useSession();
  const badges = useMenuBadges();
  return (
    <nav aria-label="Console">
      {consoleGroups(can).map((group) => {
        const headingId = `console-group-${group.label.toLowerCase() || 'top'}`;
        return (
          <List
            key={group.label || 'top'}
            dense
            aria-labelledby={group.label ? headingId : undefined}
            subheader={
              group.label && !collapsed ? (
                <ListSubheader id={headingId} disableSticky sx={{ lineHeight: '32px', mt: 1, fontWeight: 700 }}>
                  {group.label}
                </ListSubheader>
              ) : undefined
            }
          >
            {group.links.map((link) => (
              <ConsoleNavItem
                key={link.to}
                link={link}
                collapsed={collapsed}
                badge={badges.byPath[link.to]}
                onNavigate={onNavigate}
              />
            ))}
          </List>
        );
      })}
    </nav>
  );
}

function ConsoleNavItem({
  link,
  collapsed,
  badge,
  onNavigate,
}: {
  link: ConsoleLink;
  collapsed: boolean;
  badge: ReturnType<typeof useMenuBadges>['byPath'][string] | undefined;
  onNavigate?: () => void;
}) {
  const Icon = ICONS[link.to] ?? Dashboard;
  const item = (
    <ListItemButton
      component={NavLink}
      to={link.to}
      onClick={onNavigate}
      aria-label={collapsed ? (badge ? `${link.label}, ${badge.label}` : link.label) : undefined}
      sx={{
        mx: 1,
        borderRadius: 1,
        minHeight: 40,
        '&.active': {
          bgcolor: 'action.selected',
          color: 'primary.main',
          fontWeight: 700,
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
        {collapsed && badge ? (
          <Badge badgeContent={badge.count} color="error" max={99}>
            <Icon />
          </Badge>
        ) : (
          <Icon />
        )}
      </ListItemIcon>
      {!collapsed && (
        <>
          <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
          <MenuCount badge={badge} />
        </>
      )}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {collapsed ? (
        <Tooltip title={link.label} placement="right">
          {item}
        </Tooltip>
      ) : (
        item
      )}
    </ListItem>
  );
}
