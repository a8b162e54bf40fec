import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens and mailed one-time links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
