import { asLocale, DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';

/**
 * The language a page is rendered in for this request: the browser's `locale` cookie (the web app
 * writes it where it keeps the choice, lib/i18n/locale.ts). No cookie, or a value that is not one
 * of the contract's languages, is English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers.cookie;
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LOCALE_COOKIE) return asLocale(part.slice(eq + 1).trim());
  }
  return DEFAULT_LOCALE;
}

/**
 * The public cache's key of a server-rendered page: its URL (`pageKey`) and its language, one page
 * per address and language. The space keeps it apart from every request URL (the JSON answers'
 * keys), since a URL never holds one unencoded.
 */
export const pageEntryKey = (url: string, locale: Locale): string => `${locale} ${url}`;
