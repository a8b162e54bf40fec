import type { Mail } from '../../lib/mail';
import { brandedMail } from '../../lib/mail-layout';

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
  return brandedMail({
    to: m.to,
    subject: `We received your application to ${m.programName}`,
    name: m.firstName,
    before: [
      `Thank you: we received your application to ${m.programName} for ${m.ventureName}.`,
      `You can change your application until the deadline day, ${m.deadline}.`,
    ],
    action: { label: 'Open your application', url: `${m.appUrl}/cohort-8/apply-now` },
    after: ['We will be in touch once the selection panel has reviewed the applications.'],
    signature: `The ${m.programName} team`,
  });
}
