import { APP_NAME } from '@portal/contract/brand';
import type { Locale } from '@portal/contract/locale';
import type { Mail } from '../../lib/mail';
import { brandedMail } from '../../lib/mail-layout';

type AccountMailInput = { to: string; firstName: string; link: string; locale: Locale };

/** The words of the account mails in each language: she reads hers (users.locale). */
const WORDS = {
  en: {
    activation: {
      subject: 'Activate your account',
      before: [`Welcome to ${APP_NAME}. Open this link to activate your account.`],
      action: 'Activate your account',
      after: ['The link is valid for 72 hours. If you did not register, ignore this mail.'],
    },
    reset: {
      subject: 'Reset your password',
      before: ['Open this link to choose a new password.'],
      action: 'Choose a new password',
      after: [
        'The link is valid for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
      ],
    },
  },
  sw: {
    activation: {
      subject: 'Washa akaunti yako',
      before: [`Karibu ${APP_NAME}. Fungua kiungo hiki ili kuwasha akaunti yako.`],
      action: 'Washa akaunti yako',
      after: ['Kiungo kinafanya kazi kwa saa 72. Ikiwa hukujisajili, puuza barua hii.'],
    },
    reset: {
      subject: 'Weka nenosiri jipya',
      before: ['Fungua kiungo hiki ili kuchagua nenosiri jipya.'],
      action: 'Chagua nenosiri jipya',
      after: [
        'Kiungo kinafanya kazi kwa saa moja. Ikiwa hukukiomba, puuza barua hii: nenosiri lako litabaki kama lilivyo.',
      ],
    },
  },
} as const;

function accountMail(kind: 'activation' | 'reset', m: AccountMailInput): Mail {
  const w = WORDS[m.locale][kind];
  return brandedMail({
    to: m.to,
    subject: w.subject,
    name: m.firstName,
    before: [...w.before],
    action: { label: w.action, url: m.link },
    after: [...w.after],
    lang: m.locale,
  });
}

/** The mail with the link that activates a new account (sent in the registration's transaction). */
export const activationMail = (m: AccountMailInput) => accountMail('activation', m);

/** The mail with the link that sets a new password. */
export const resetMail = (m: AccountMailInput) => accountMail('reset', m);
