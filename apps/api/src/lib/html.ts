import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

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

// Links and images: web and mail links only; images from our own storage or https.
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
});

/** Sanitises rich text on write (DESIGN.md): an allow-list of tags, attributes and URL schemes. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/storage\/|\/)/i,
  }) as string;
}
