import type { Locale } from '@portal/contract/locale';
import type { ReminderKind } from '@portal/contract/notices';
import type { Mail } from '../../lib/mail';
import { mailDay } from '../../lib/mail-day';
import { brandedMail } from '../../lib/mail-layout';

export type ReminderMailInput = {
  to: string;
  firstName: string;
  programName: string;
  /** The deadline day, `YYYY-MM-DD`. */
  deadline: string;
  kind: ReminderKind;
  locale: Locale;
  appUrl: string;
  optOutUrl: string;
};

/** The words of a reminder in each language: the founder reads hers (users.locale). */
const WORDS = {
  en: {
    subject: (p: string, d: string) => `${p}: your application closes on ${d}`,
    when: { week: 'in a week', day: 'tomorrow' } as Record<ReminderKind, string>,
    before: (p: string, d: string, when: string) => [
      `You started an application to ${p} but have not submitted it yet.`,
      `Applications close ${when}, at the end of ${d} (Nairobi time). Submit yours before then to be considered.`,
    ],
    action: 'Continue your application',
    signature: (p: string) => `The ${p} team`,
    footer: 'You get this reminder because you started an application. Once you submit, reminders stop.',
    optOut: 'Stop reminder mails',
  },
  sw: {
    subject: (p: string, d: string) => `${p}: maombi yako yanafungwa tarehe ${d}`,
    when: { week: 'baada ya wiki moja', day: 'kesho' } as Record<ReminderKind, string>,
    before: (p: string, d: string, when: string) => [
      `Ulianza kuomba kujiunga na ${p} lakini bado hujawasilisha maombi yako.`,
      `Maombi yanafungwa ${when}, mwisho wa siku ya ${d} (saa za Nairobi). Yawasilishe kabla ya hapo ili yazingatiwe.`,
    ],
    action: 'Endelea na maombi yako',
    signature: (p: string) => `Timu ya ${p}`,
    footer: 'Unapokea ukumbusho huu kwa sababu ulianza kuomba. Ukiwasilisha maombi, vikumbusho vitakoma.',
    optOut: 'Acha kunitumia vikumbusho',
  },
} as const;

/** A deadline reminder: what is left to do, the link to the wizard, and the opt-out link. */
export function reminderMail(m: ReminderMailInput): Mail {
  const w = WORDS[m.locale];
  const day = mailDay(m.deadline, m.locale);
  return brandedMail({
    to: m.to,
    subject: w.subject(m.programName, day),
    name: m.firstName,
    before: w.before(m.programName, day, w.when[m.kind]),
    action: { label: w.action, url: `${m.appUrl}/cohort-8/apply-now` },
    after: [],
    signature: w.signature(m.programName),
    lang: m.locale,
    footer: { text: w.footer, label: w.optOut, url: m.optOutUrl },
  });
}
