import type { Locale } from '@portal/contract/locale';
import type { Mail } from '../../lib/mail';
import { mailDay } from '../../lib/mail-day';
import { brandedMail } from '../../lib/mail-layout';

export type ApplicationMailInput = {
  to: string;
  firstName: string;
  programName: string;
  ventureName: string;
  /** The deadline day, `YYYY-MM-DD`. */
  deadline: string;
  appUrl: string;
  /** Her language (users.locale). */
  locale: Locale;
};

/** The words of the confirmation in each language. */
const WORDS = {
  en: {
    subject: (p: string) => `We received your application to ${p}`,
    before: (p: string, v: string, d: string) => [
      `Thank you: we received your application to ${p} for ${v}.`,
      `You can change your application until the deadline day, ${d}.`,
    ],
    action: 'Open your application',
    after: 'We will be in touch once the selection panel has reviewed the applications.',
    signature: (p: string) => `The ${p} team`,
  },
  sw: {
    subject: (p: string) => `Tumepokea maombi yako ya ${p}`,
    before: (p: string, v: string, d: string) => [
      `Asante: tumepokea maombi yako ya ${p} kwa ajili ya ${v}.`,
      `Unaweza kubadilisha maombi yako hadi siku ya mwisho, ${d}.`,
    ],
    action: 'Fungua maombi yako',
    after: 'Tutawasiliana nawe baada ya jopo la uteuzi kupitia maombi.',
    signature: (p: string) => `Timu ya ${p}`,
  },
} as const;

/** The confirmation sent once, when an application is first submitted. */
export function applicationReceivedMail(m: ApplicationMailInput): Mail {
  const w = WORDS[m.locale];
  return brandedMail({
    to: m.to,
    subject: w.subject(m.programName),
    name: m.firstName,
    before: w.before(m.programName, m.ventureName, mailDay(m.deadline, m.locale)),
    action: { label: w.action, url: `${m.appUrl}/cohort-8/apply-now` },
    after: [w.after],
    signature: w.signature(m.programName),
    lang: m.locale,
  });
}
