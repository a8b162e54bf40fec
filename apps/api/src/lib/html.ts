import { createRequire } from 'node:module';
import { MSG } from '@portal/contract/messages';
import type createDOMPurifyType from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';
import { invalid } from './http-error';

type Purifier = ReturnType<typeof createDOMPurifyType>;

// jsdom takes over a second to load: it is loaded at the first rich text, not at every start.
const require = createRequire(import.meta.url);
let domWindow: JSDOMType['window'] | undefined;
const windowOf = () => {
  domWindow ??= new (require('jsdom') as typeof import('jsdom')).JSDOM('').window;
  return domWindow;
};

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

function purifierFor(author: RichTextAuthor): Purifier {
  const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
  const purify = createDOMPurify(windowOf() as unknown as Parameters<typeof createDOMPurify>[0]);
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

const purifiers: Partial<Record<RichTextAuthor, Purifier>> = {};
const purifier = (author: RichTextAuthor): Purifier => {
  purifiers[author] ??= purifierFor(author);
  return purifiers[author];
};

/** What a reader sees of some HTML: its text, without scripts and styles, spaces folded. */
function visibleText(html: string): string {
  const body = new (windowOf().DOMParser)().parseFromString(html, 'text/html').body;
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
  const clean = purifier(author).sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
  if (visibleText(clean) !== visibleText(html)) throw new UnsafeMarkupError();
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
