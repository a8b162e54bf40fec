import { APP_NAME } from '../lib/brand';

/** The browser tab's text: the screen's title (the deepest route `handle.title`) and the site's name. */
export function documentTitle(handles: readonly unknown[]): string {
  let title: string | undefined;
  for (const handle of handles) {
    const t = (handle as { title?: string } | undefined)?.title;
    if (t) title = t;
  }
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
