import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { BRAND } from '../../components/theme';
import { APP_NAME } from '../../lib/brand';
import { useSession } from '../../lib/session';
import { HelpButton } from '../HelpButton';
import { UserMenu } from '../UserMenu';
import { useMenuBadges } from '../use-menu-badges';
import { ConsoleNav } from './ConsoleNav';
import { consoleHome } from './console-nav';

const WIDE = 256;
const RAIL = 72;
const COLLAPSED_KEY = 'console-nav-collapsed';

/**
 * Where staff work (issue 18): a top bar, a side navigation grouped by task (a rail when collapsed
 * on a desktop, a drawer on phones), and the screen. No public footer; a link back to the site.
 */
export function ConsoleLayout() {
  const { user, can } = useSession();
  const desktop = useMediaQuery((t) => t.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const badges = useMenuBadges();
  const { pathname } = useLocation();
  const home = consoleHome(can) ?? '/profile';

  // A phone's drawer closes once a screen is chosen (and on any navigation from elsewhere).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };
  const railed = desktop && collapsed;
  const navWidth = railed ? RAIL : WIDE;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={1}
        sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: '#fff' }}
        data-testid="console-header"
      >
        <Toolbar sx={{ gap: 1 }}>
          {desktop ? (
            <Tooltip title={collapsed ? 'Expand the menu' : 'Collapse the menu'}>
              <IconButton
                edge="start"
                onClick={toggleCollapsed}
                aria-label={collapsed ? 'Expand the menu' : 'Collapse the menu'}
                aria-controls="console-nav"
                aria-expanded={!collapsed}
              >
                {collapsed ? <ChevronRight /> : <ChevronLeft />}
              </IconButton>
            </Tooltip>
          ) : (
            <IconButton
              edge="start"
              onClick={() => setDrawerOpen(true)}
              aria-label={badges.total > 0 ? `Open the menu, ${badges.total} waiting` : 'Open the menu'}
              aria-controls="console-nav"
              aria-expanded={drawerOpen}
            >
              <Badge badgeContent={badges.total} color="error" max={99} invisible={badges.total === 0}>
                <MenuIcon />
              </Badge>
            </IconButton>
          )}
          <Box
            component={RouterLink}
            to={home}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'inherit',
              textDecoration: 'none',
              minWidth: 0,
            }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
            <Box sx={{ minWidth: 0 }}>
              <Box
                component="span"
                sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 800, color: BRAND.primary, lineHeight: 1.1 }}
              >
                {APP_NAME}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}>
                Staff console
              </Box>
            </Box>
          </Box>
          <Box sx={{ flex: 1 }} />
          <Button
            component={RouterLink}
            to="/"
            color="inherit"
            endIcon={<OpenInNew fontSize="small" />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, textTransform: 'none' }}
          >
            View the site
          </Button>
          <HelpButton placement="toolbar" />
          {user && <UserMenu user={user} compact={!desktop} inConsole />}
        </Toolbar>
      </AppBar>

      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: {
            id: 'console-nav',
            sx: {
              width: desktop ? navWidth : 280,
              maxWidth: '85vw',
              overflowX: 'hidden',
              transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
            },
          },
        }}
        sx={{ width: desktop ? navWidth : 0, flexShrink: 0 }}
      >
        <Toolbar />
        <Box sx={{ overflowY: 'auto', flex: 1, pb: 2 }}>
          <ConsoleNav collapsed={railed} onNavigate={desktop ? undefined : () => setDrawerOpen(false)} />
          {!desktop && (
            <>
              <Divider sx={{ my: 1 }} />
              <Button component={RouterLink} to="/" endIcon={<OpenInNew fontSize="small" />} sx={{ mx: 2 }}>
                View the site
              </Button>
            </>
          )}
        </Box>
      </Drawer>

      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, outline: 'none', display: 'flex', flexDirection: 'column' }}
      >
        <Toolbar />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
