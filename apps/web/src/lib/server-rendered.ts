import type { Locale } from '@portal/contract/locale';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the browser (entry-server.tsx writes it, main.tsx reads it):
 * the answers its render used, so that hydration renders the same content without a request, and
 * the page's language.
 * It travels as JSON in a non-executable `<script type="application/json">`, which the CSP
 * (`script-src 'self'`) allows without `unsafe-inline`.
 */
export interface ServerRenderedData {
  queries: DehydratedState;
  /** The language the page was rendered in: the browser hydrates it only if it is the visitor's. */
  locale: Locale;
}

export const SERVER_DATA_ID = 'server-data';

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can close or confuse it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data of a server-rendered page, or null for a page the browser renders itself. */
export function readServerRenderedData(): ServerRenderedData | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(SERVER_DATA_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerRenderedData;
  } catch {
    return null;
  }
}

/**
 * True on the server and while the browser hydrates a server-rendered page: what the first render
 * shows must then not depend on the browser (the stored token, the screen width), or the HTML and
 * the first client render would differ.
 */
export const firstRenderIsShared = (): boolean =>
  typeof document === 'undefined' || document.getElementById(SERVER_DATA_ID) !== null;
