import { APP_NAME } from '../lib/brand';

type TitleHandle = { title?: string; titleKey?: string } | undefined;

/**
 * The browser tab's text: the screen's title (the deepest route's) and the site's name. A public
 * page's title is a catalogue key (`titleKey`), said in the page's language by `t`; the staff
 * console's are English (`title`), like its screens.
 */
export function documentTitle(handles: readonly unknown[], t?: (key: string) => string): string {
  let title: string | undefined;
  for (const handle of handles) {
    const h = handle as TitleHandle;
    const text = h?.titleKey && t ? t(h.titleKey) : h?.title;
    if (text) title = text;
  }
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
