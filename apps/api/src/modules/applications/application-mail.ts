import type { Mail } from '../../lib/mail';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export type ApplicationMailInput = {
  to: string;
  firstName: string;
  programName: string;
  ventureName: string;
  /** The deadline day as people read it: "16 June 2026". */
  deadline: string;
  appUrl: string;
};

/** The confirmation sent once, when an application is first submitted. */
export function applicationReceivedMail(m: ApplicationMailInput): Mail {
  const link = `${m.appUrl}/cohort-8/apply-now`;
  const text = [
    `Hello ${m.firstName},`,
    '',
    `Thank you: we received your application to ${m.programName} for ${m.ventureName}.`,
    '',
    `You can change your application until the deadline day, ${m.deadline}. Open it here:`,
    link,
    '',
    'We will be in touch once the selection panel has reviewed the applications.',
    '',
    `The ${m.programName} team`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222;">
<p>Hello ${escapeHtml(m.firstName)},</p>
<p>Thank you: we received your application to <strong>${escapeHtml(m.programName)}</strong> for <strong>${escapeHtml(m.ventureName)}</strong>.</p>
<p>You can change your application until the deadline day, <strong>${escapeHtml(m.deadline)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Open your application</a></p>
<p>We will be in touch once the selection panel has reviewed the applications.</p>
<p>The ${escapeHtml(m.programName)} team</p>
</body></html>`;
  return {
    to: m.to,
    subject: `We received your application to ${m.programName}`,
    text,
    html,
  };
}
