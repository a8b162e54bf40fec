import { MSG } from '@portal/contract/messages';
import type { AppContext } from '../context';
import { reserveAttempt } from './rate-limit';

/** The sign-in counters' key of an account: its e-mail as typed at sign-in, lower-cased. */
export const accountKey = (email: string) => email.toLowerCase();

/**
 * One sign-in attempt (a password, or a code after it), reserved before it is checked: per e-mail
 * and address together, then per account at every address (a ceiling no number of addresses
 * lifts). A failure keeps its count; the caller gives the attempt back when it was right. Unknown
 * e-mails are counted alike, so a 429 says nothing about whether the account exists.
 */
export const reserveSignInAttempt = (ctx: Pick<AppContext, 'limits'>, email: string, ip: string) =>
  reserveAttempt(
    { limiter: ctx.limits.loginFailuresPerEmailIp, key: `${accountKey(email)}|${ip}` },
    { limiter: ctx.limits.loginFailuresPerAccount, key: accountKey(email), message: MSG.accountSignInsLocked },
  );
