import { APP_NAME } from '@portal/contract/brand';
import type { Mail } from './mail';

const escapeHtml = (text: string) =>
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
};

/**
 * A mail as every mail of the portal looks: a plain-text part, and an HTML part with the
 * programme's name as its heading and the link as a button and again as text (for mail clients
 * that hide buttons, and for people who copy links). Inline styles only: mail clients drop
 * style sheets. Every value is escaped.
 */
export function brandedMail(m: MailContent): Mail {
  const signature = m.signature ?? `The ${APP_NAME} team`;
  const text = [
    `Hello ${m.name},`,
    '',
    ...m.before.flatMap((p) => [p, '']),
    `${m.action.label}:`,
    m.action.url,
    '',
    ...m.after.flatMap((p) => [p, '']),
    signature,
    '',
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const url = escapeHtml(m.action.url);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#6a1b9a">${escapeHtml(APP_NAME)}</p>
${p(`Hello ${m.name},`)}
${m.before.map(p).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#6a1b9a;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(m.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#555">Or copy this link into your browser:<br><a href="${url}" style="color:#6a1b9a;word-break:break-all">${url}</a></p>
${m.after.map(p).join('\n')}
${p(signature)}
</div>
</body></html>
`;
  return { to: m.to, subject: m.subject, text, html };
}
