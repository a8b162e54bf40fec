import { APP_NAME } from '@portal/contract/brand';
import type { Mail } from './mail';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export type MailContent = {
  to: string;
  subject: string;
  /** The first name the mail greets. */
  name: string;
  /** Paragraphs before the link, plain text (escaped in the HTML part). */
  before: string[];
  action: { label: string; url: string };
  /** Paragraphs after the link. */
  after: string[];
  /** The signature; the programme's name by default. */
  signature?: string;
  /** The language of the mail (the `lang` of its HTML part); English by default. */
  lang?: 'en' | 'sw';
  /** A small line under the signature with a link of its own (a reminder's opt-out). */
  footer?: MailFooter;
};

export type MailFooter = { text: string; label: string; url: string };

/**
 * The frame every mail of the portal shares: the programme's name as its heading, a white card,
 * inline styles only (mail clients drop style sheets). `inner` is HTML already escaped or sanitised.
 */
function framed(subject: string, inner: string, lang: string, footer?: MailFooter): string {
  const foot = footer
    ? `<p style="margin:24px 0 0;font-size:13px;color:#666">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.url)}" style="color:#6a1b9a">${escapeHtml(footer.label)}</a></p>\n`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#6a1b9a">${escapeHtml(APP_NAME)}</p>
${inner}
${foot}</div>
</body></html>
`;
}

const footerText = (footer?: MailFooter) => (footer ? ['', `${footer.text} ${footer.label}: ${footer.url}`] : []);

/**
 * A mail as every mail of the portal looks: a plain-text part, and an HTML part with the
 * programme's name as its heading and the link as a button and again as text (for mail clients
 * that hide buttons, and for people who copy links). Every value is escaped.
 */
export function brandedMail(m: MailContent): Mail {
  const signature = m.signature ?? (m.lang === 'sw' ? `Timu ya ${APP_NAME}` : `The ${APP_NAME} team`);
  const text = [
    `${m.lang === 'sw' ? 'Habari' : 'Hello'} ${m.name},`,
    '',
    ...m.before.flatMap((p) => [p, '']),
    `${m.action.label}:`,
    m.action.url,
    '',
    ...m.after.flatMap((p) => [p, '']),
    signature,
    ...footerText(m.footer),
    '',
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const url = escapeHtml(m.action.url);
  const copy =
    m.lang === 'sw' ? 'Au nakili kiungo hiki kwenye kivinjari chako:' : 'Or copy this link into your browser:';
  const inner = `${p(`${m.lang === 'sw' ? 'Habari' : 'Hello'} ${m.name},`)}
${m.before.map(p).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#6a1b9a;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(m.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#555">${copy}<br><a href="${url}" style="color:#6a1b9a;word-break:break-all">${url}</a></p>
${m.after.map(p).join('\n')}
${p(signature)}`;
  return { to: m.to, subject: m.subject, text, html: framed(m.subject, inner, m.lang ?? 'en', m.footer) };
}

/**
 * A mail whose body staff wrote in the rich-text editor (stage announcements): `bodyHtml` must be
 * sanitised already (lib/html.ts); its text part is that HTML as plain text.
 */
export function richTextMail(m: { to: string; subject: string; bodyHtml: string; lang: 'en' | 'sw' }): Mail {
  const inner = `<div style="margin:0 0 16px">${m.bodyHtml}</div>`;
  return { to: m.to, subject: m.subject, text: `${htmlToText(m.bodyHtml)}\n`, html: framed(m.subject, inner, m.lang) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Sanitised HTML as plain text: blocks and breaks become line breaks, links keep their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '') === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
