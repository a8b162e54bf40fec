import ContactMail from '@mui/icons-material/ContactMail';
import Help from '@mui/icons-material/Help';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMenuButton } from '../components/use-menu-button';
import { useSession } from './session';

// The editor is heavy: it loads when the contact popup first opens.
const ContactDialog = lazy(() => import('../features/contact/ContactDialog'));

/**
 * Help for signed-in users (spec 1 §2.2): FAQs, and the contact popup with contact_us_create.
 * `floating` on the site; in the console's top bar (`toolbar`) it covers nothing.
 */
export function HelpButton({ placement = 'floating' }: { placement?: 'floating' | 'toolbar' }) {
  const { user, can } = useSession();
  const { close, buttonProps, menuProps } = useMenuButton();
  const [contactOpen, setContactOpen] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false);
  if (!user) return null;
  const canContact = can('contact_us_create');

  return (
    <>
      {placement === 'toolbar' ? (
        <IconButton aria-label="Help" {...buttonProps}>
          <Help />
        </IconButton>
      ) : (
        <Fab
          color="secondary"
          aria-label="Help"
          {...buttonProps}
          sx={{ position: 'fixed', left: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial' }}
        >
          <Help />
        </Fab>
      )}
      <Menu
        {...menuProps}
        anchorOrigin={
          placement === 'toolbar'
            ? { vertical: 'bottom', horizontal: 'right' }
            : { vertical: 'top', horizontal: 'left' }
        }
        transformOrigin={
          placement === 'toolbar'
            ? { vertical: 'top', horizontal: 'right' }
            : { vertical: 'bottom', horizontal: 'left' }
        }
      >
        <MenuItem component={RouterLink} to="/FAQs" onClick={close}>
          <ListItemIcon>
            <QuestionAnswer fontSize="small" />
          </ListItemIcon>
          FAQs
        </MenuItem>
        {canContact && (
          <MenuItem
            onClick={() => {
              close();
              setContactLoaded(true);
              setContactOpen(true);
            }}
          >
            <ListItemIcon>
              <ContactMail fontSize="small" />
            </ListItemIcon>
            Contact us
          </MenuItem>
        )}
      </Menu>
      {canContact && contactLoaded && (
        <Suspense fallback={null}>
          <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
