import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SessionUser } from '@portal/contract/auth';
import { LOCALE_NAMES, type Locale } from '@portal/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../components/visually-hidden';
import { http } from '../lib/http';
import { applyLocale, currentLocale, storedLocale, storeLocale, useLocale } from '../lib/i18n/locale';
import { useSession } from '../lib/session';
import { sessionKey } from '../lib/session-api';

/** `PUT /api/locale`: the signed-in user's language, which her mails follow. */
const saveLocale = (locale: Locale) => http<{ locale: Locale }>('PUT', '/api/locale', { body: { locale } });

/** Switches the site's language: kept in this browser and, for a signed-in user, on her account. */
export function useSetLocale() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locale) => {
      storeLocale(locale);
      await applyLocale(locale);
      if (user && user.locale !== locale) {
        await saveLocale(locale).catch(() => undefined);
        queryClient.setQueryData<SessionUser>(sessionKey, (u) => (u ? { ...u, locale } : u));
      }
    },
    [user, queryClient],
  );
}

/**
 * Applies the remembered language once the page runs, if main.tsx has not (it does before the
 * first render, so a page the server rendered in another language is drawn afresh), and keeps
 * the account's language in step with the browser's: a browser without a choice of its own takes
 * the account's, and a choice made before signing in goes to the account.
 */
export function LocaleSync() {
  const { user } = useSession();
  const setLocale = useSetLocale();
  useEffect(() => {
    const stored = storedLocale();
    if (stored && stored !== currentLocale()) void applyLocale(stored);
  }, []);
  const accountLocale = user?.locale;
  useEffect(() => {
    if (!accountLocale) return;
    const stored = storedLocale();
    if (!stored) {
      storeLocale(accountLocale);
      void applyLocale(accountLocale);
    } else if (stored !== accountLocale) void setLocale(stored);
  }, [accountLocale, setLocale]);
  return null;
}

/**
 * The header's language switch: names the other language, in that language. On a phone it says
 * "SW" / "EN" without its icon (by CSS, so the server's HTML is the same for every screen): the
 * full name pushed Get Started and the menu button off a 390 px screen.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { t } = useTranslation();
  const setLocale = useSetLocale();
  const other: Locale = locale === 'en' ? 'sw' : 'en';
  return (
    <Button
      color="inherit"
      onClick={() => void setLocale(other)}
      startIcon={<TranslateIcon />}
      data-testid="language-switch"
      sx={{
        flexShrink: 0,
        minWidth: 0,
        px: { xs: 0.75, sm: 1 },
        whiteSpace: 'nowrap',
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      {/* The name is what the button shows, after words only a screen reader hears. */}
      <Box component="span" sx={visuallyHidden}>
        {t('language.switchTo')}{' '}
      </Box>
      <span lang={other}>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LOCALE_NAMES[other]}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {other.toUpperCase()}
        </Box>
      </span>
    </Button>
  );
}
