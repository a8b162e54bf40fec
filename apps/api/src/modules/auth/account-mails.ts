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
    noAccount: {
      subject: 'No account uses this address',
      greeting: 'there',
      before: [
        `Someone asked to reset the password of a ${APP_NAME} account at this e-mail address, but no account uses it. You may have registered with another address.`,
        'To apply, create an account with this one:',
      ],
      action: 'Create an account',
      after: ['If you did not ask for it, ignore this mail.'],
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
    noAccount: {
      subject: 'Hakuna akaunti inayotumia anwani hii',
      greeting: 'yako',
      before: [
        `Mtu fulani aliomba kuweka upya nenosiri la akaunti ya ${APP_NAME} kwa anwani hii ya barua pepe, lakini hakuna akaunti inayoitumia. Huenda ulijisajili kwa anwani nyingine.`,
        'Ili kutuma maombi, fungua akaunti kwa anwani hii:',
      ],
      action: 'Fungua akaunti',
      after: ['Ikiwa hukuliomba, puuza barua hii.'],
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

/**
 * The answer to a reset asked for an address no account uses (issue 29 §7): the request answers
 * alike for every address, so what happened is said here, to the address's owner only, in the
 * language of the browser that asked (English when it named none), with the way to register.
 */
export function noAccountMail(m: { to: string; link: string; locale: Locale }): Mail {
  const w = WORDS[m.locale].noAccount;
  return brandedMail({
    to: m.to,
    subject: w.subject,
    name: w.greeting,
    before: [...w.before],
    action: { label: w.action, url: m.link },
    after: [...w.after],
    lang: m.locale,
  });
}
