import { createRequire } from 'node:module';
import { MSG } from '@portal/contract/messages';
import type createDOMPurifyType from 'dompurify';
import type { JSDOM } from 'jsdom';
import { invalid } from './http-error';

// jsdom takes over a second to load: it is loaded with the first rich text, not at every start.
const require = createRequire(import.meta.url);
const loadJsdom = () => require('jsdom') as typeof import('jsdom');
const loadDOMPurify = () => require('dompurify') as typeof createDOMPurifyType;

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'style'];

/**
 * Links and images: web, mail and phone links, and paths of this site. Never protocol-relative
 * (`//host`, or `/\host`, which browsers read the same way): that would be another site.
 */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;

/** Pictures this site stores itself (the editor's uploads): the only ones a submission may show. */
const OWN_STORAGE = /^\/storage\/[^/\\]/;

/**
 * Who wrote the text. `site-content`: staff writing the public pages (team bios, news, cohort
 * descriptions), who may show pictures from any https address. `submission`: everything people
 * submit (profiles, ventures, answers, contact messages, judges' comments), read by staff in
 * their browsers: a picture from elsewhere would tell its owner who read it and when (a tracking
 * pixel), so only pictures from this site's own storage stay.
 */
export type RichTextAuthor = 'site-content' | 'submission';

function purifierFor(window: JSDOM['window'], author: RichTextAuthor) {
  const createDOMPurify = loadDOMPurify();
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      // Keep only text alignment, which the editor writes; drop everything else.
      const m = /text-align:\s*(left|right|center|justify)/i.exec(data.attrValue);
      data.attrValue = m ? `text-align: ${m[1]!.toLowerCase()}` : '';
      if (!m) data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      const shown = author === 'submission' ? OWN_STORAGE.test(src) : ALLOWED_URI.test(src);
      if (!shown) node.remove();
    }
  });
  return purify;
}

/**
 * jsdom gives every document it parses a selector engine (@asamuzakjp/dom-selector) that adds nine
 * listeners to the window and never removes them, and addEventListener first scans those already
 * there. With one window for the life of the process, every sanitised field was slower than the
 * last (16 ms each at first, 100 ms after 3,000: 30 s answers on deadline night, bench:deadline)
 * and the listeners were never freed. A fresh window, with its purifiers, every WINDOW_USES
 * sanitisings keeps both bounded; building one takes a few milliseconds.
 */
export const WINDOW_USES = 100;

function freshWindow() {
  const { window } = new (loadJsdom().JSDOM)('');
  const purifiers: Record<RichTextAuthor, ReturnType<typeof createDOMPurifyType>> = {
    'site-content': purifierFor(window, 'site-content'),
    submission: purifierFor(window, 'submission'),
  };
  return { window, purifiers, uses: 0 };
}

let current: ReturnType<typeof freshWindow> | undefined;

function sanitizerWindow() {
  if (!current || current.uses >= WINDOW_USES) {
    current?.window.close();
    current = freshWindow();
  }
  current.uses += 1;
  return current;
}

/** The listeners the window now in use holds (for the tests). */
export function windowListenerCount(): number {
  if (!current) return 0;
  const window = current.window;
  const impl = (window as unknown as Record<symbol, { _eventListeners?: Record<string, unknown[]> }>)[
    Object.getOwnPropertySymbols(window).find((s) => s.description === 'impl')!
  ];
  return Object.values(impl?._eventListeners ?? {}).reduce((n, list) => n + list.length, 0);
}

/** What a reader sees of some HTML: its text, without scripts and styles, spaces folded. */
function visibleText(window: JSDOM['window'], html: string): string {
  const body = new window.DOMParser().parseFromString(html, 'text/html').body;
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Sanitising would drop text the writer can see (a mutation-XSS shape such as `<noscript><p title="</noscript>…`). */
export class UnsafeMarkupError extends Error {
  constructor() {
    super(MSG.unsafeMarkup);
  }
}

/**
 * Sanitises rich text on write (DESIGN.md): an allow-list of tags, attributes and URL schemes,
 * pictures by author. Markup that is only dropped (a script, an event handler, a foreign picture)
 * goes silently; markup whose removal would also take text with it is refused
 * (UnsafeMarkupError), so that nobody stores a truncated text without knowing.
 */
export function sanitizeHtml(html: string, author: RichTextAuthor): string {
  const { window, purifiers } = sanitizerWindow();
  const clean = purifiers[author].sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: ALLOWED_URI });
  // Nothing changed, nothing lost: the two parses of the check are skipped for text that is clean
  // already (what the editor sends, and every stored answer read back through normaliseAnswers).
  if (clean !== html && visibleText(window, clean) !== visibleText(window, html)) throw new UnsafeMarkupError();
  return clean;
}

/** sanitizeHtml for one field of a form: a refusal is a 422 on that field. */
export function sanitizeField(html: string, author: RichTextAuthor, field: string): string {
  try {
    return sanitizeHtml(html, author);
  } catch (err) {
    if (err instanceof UnsafeMarkupError) throw invalid({ [field]: err.message }, err.message);
    throw err;
  }
}
