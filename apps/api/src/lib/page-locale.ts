import { DEFAULT_LOCALE, type Locale, localeOfCookies } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';

/**
 * The language a page is rendered in for this request: the browser's `locale` cookie (the web app
 * writes it where it keeps the choice, lib/i18n/locale.ts). No cookie, or a value that is not one
 * of the contract's languages, is English.
 */
export const requestLocale = (request: FastifyRequest): Locale =>
  localeOfCookies(request.headers.cookie) ?? DEFAULT_LOCALE;

/**
 * The public cache's key of a server-rendered page: its URL (`pageKey`) and its language, one page
 * per address and language. The space keeps it apart from every request URL (the JSON answers'
 * keys), since a URL never holds one unencoded.
 */
export const pageEntryKey = (url: string, locale: Locale): string => `${locale} ${url}`;
