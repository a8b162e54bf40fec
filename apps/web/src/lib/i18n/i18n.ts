import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/**
 * The site's translations (issue 19): English is bundled and ready before the first render;
 * Swahili is its own chunk, loaded when somebody picks it, or before hydrating a page the server
 * rendered in Swahili (locale.ts, main.tsx). The server renders each page with a clone of this
 * instance in the visitor's language (entry-server.tsx), never with this one. Keys are nested by
 * screen: `nav.about`, `auth.login.title`, `msg.<contract message key>` (messages.ts). How to add a string:
 * docs/architecture.md, "Languages".
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'sw'] satisfies Locale[],
  resources: { en: { translation: en } },
  // Swahili arrives later by addResourceBundle: don't try to fetch a backend for it.
  partialBundledLanguages: true,
  // Synchronous: `t` works in the first render, on the server too.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The catalogue's shape: what every other language's catalogue must hold too (catalogues.test.ts). */
export type Catalogue = typeof en;

/**
 * Names a catalogue key kept in data (a link list) for a later `t(key)`: the catalogue test's scan
 * finds it, so a key that is not in the catalogues fails a test.
 */
export const tk = <K extends string>(key: K): K => key;
