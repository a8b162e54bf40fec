import { MSG } from '@portal/contract/messages';

/** A failure the client should see: status, message and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Sent as `Retry-After` (a 429 of a limit: when its window ends). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.badRequest, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const invalid = (errors: Record<string, string>, message: string = MSG.validationFailed) =>
  new HttpError(422, message, errors);
export const unauthenticated = () => new HttpError(401, MSG.unauthenticated);
export const forbidden = () => new HttpError(403, MSG.forbidden);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string = MSG.tooManyAttempts, retryAfterSeconds?: number) =>
  new HttpError(429, message, undefined, retryAfterSeconds);

/** PostgreSQL's unique_violation, from pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
