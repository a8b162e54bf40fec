import { APP_NAME } from '@portal/contract/brand';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { brandedMail } from '../src/lib/mail-layout';

describe('the mails’ layout', () => {
  const mail = brandedMail({
    to: 'a@example.com',
    subject: 'Hello <there>',
    name: 'Amina <b>',
    before: ['Fish & chips "now"'],
    action: { label: 'Open it', url: 'http://portal.test/x?a=1&b=2' },
    after: ['Bye'],
  });

  it('has a plain-text part with the link on a line of its own', () => {
    expect(mail.text).toContain('Hello Amina <b>,');
    expect(mail.text).toContain('\nhttp://portal.test/x?a=1&b=2\n');
    expect(mail.text).toContain(`The ${APP_NAME} team`);
  });

  it('has an HTML part, every value escaped, the link as a button and as text', () => {
    expect(mail.html).toContain('Hello Amina &lt;b&gt;,');
    expect(mail.html).toContain('Fish &amp; chips &quot;now&quot;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html!.match(/href="http:\/\/portal\.test\/x\?a=1&amp;b=2"/g)).toHaveLength(2);
    expect(mail.html).toContain('>Open it</a>');
    expect(mail.html).toContain(APP_NAME);
  });

  it("sends from the programme's name by default", () => {
    expect(loadConfig({}).mailFrom).toBe(`${APP_NAME} <no-reply@localhost>`);
  });
});
