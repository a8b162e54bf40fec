import ContactMail from '@mui/icons-material/ContactMail';
import Help from '@mui/icons-material/Help';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '../components/theme';
import { useMenuButton } from '../components/use-menu-button';
import { useSession } from '../lib/session';

// The editor is heavy: it loads when the contact popup first opens.
const ContactDialog = lazy(() => import('../features/contact/ContactDialog'));

/**
 * Help for signed-in users (spec 1 §2.2): FAQs, and the contact popup with contact_us_create.
 * `floating` on the site: it floats only where it cannot cover the page's content (see below);
 * in the console's top bar (`toolbar`) it covers nothing.
 */
export function HelpButton({ placement = 'floating' }: { placement?: 'floating' | 'toolbar' }) {
  const { user, can } = useSession();
  const { close, buttonProps, menuProps } = useMenuButton();
  const [contactOpen, setContactOpen] = useState(false);
  const { t } = useTranslation();
  const [contactLoaded, setContactLoaded] = useState(false);
  if (!user) return null;
  const canContact = can('contact_us_create');

  return (
    <>
      {placement === 'toolbar' ? (
        <IconButton aria-label={t('help.button')} {...buttonProps}>
          <Help />
        </IconButton>
      ) : (
        <>
          {/*
          On wide screens the button floats in the left margin, clear of the centred content. On
          phones and tablets there is no margin: floating, it covered checkboxes and buttons, so it
          sits in the page's flow instead, as the last row under the footer (`display: contents`
          makes this box vanish on wide screens).
        */}
          <Box
            data-testid="help-row"
            sx={{
              display: { xs: 'flex', md: 'contents' },
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 1.5,
              px: 2,
              py: 1.5,
              bgcolor: BRAND.footer,
              color: 'rgba(255,255,255,0.92)',
            }}
          >
            <Typography component="span" variant="body2" sx={{ display: { md: 'none' } }} aria-hidden>
              {t('help.hint')}
            </Typography>
            <Fab
              color="secondary"
              aria-label={t('help.button')}
              size="medium"
              {...buttonProps}
              sx={{
                position: { xs: 'static', md: 'fixed' },
                left: { md: 24 },
                bottom: { md: 24 },
                zIndex: { md: 'speedDial' },
                flexShrink: 0,
              }}
            >
              <Help />
            </Fab>
          </Box>
        </>
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
          {t('help.faqs')}
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
            {t('help.contactUs')}
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
