/**
 * Live updates (issue 7): one WebSocket per signed-in staff session at `LIVE_PATH`, on the API's
 * port. Browsers cannot set headers on a WebSocket, so the client's first message carries the
 * bearer token (never the URL, which lands in logs). Each topic goes only to holders of its
 * permission. Kept free of zod: the client module that imports it is loaded only for staff.
 */
import type { Permission } from './permissions';

export const LIVE_PATH = '/api/live';

/** The topics and the permission that receives each. */
export const LIVE_TOPICS = {
  contact: 'contact_us_view',
  application: 'application_view',
} as const satisfies Record<string, Permission>;
export type LiveTopic = keyof typeof LIVE_TOPICS;

/** Does a holder of these permissions receive anything live? */
export const liveTopicsOf = (can: (permission: Permission) => boolean): LiveTopic[] =>
  (Object.keys(LIVE_TOPICS) as LiveTopic[]).filter((t) => can(LIVE_TOPICS[t]));

/** Close codes (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** No, a bad, expired or revoked token; or the account was deactivated. Do not retry with it. */
  unauthenticated: 4401,
  /** The user holds no permission with a live topic (any more). */
  forbidden: 4403,
  /** No authentication message in time. */
  authTimeout: 4408,
  /** The message could not be read. */
  badMessage: 4400,
  /** The account has too many sockets open: retry later. */
  tooMany: 4429,
} as const;

export type LiveClientMessage = { type: 'auth'; token: string };

/**
 * `contact.created`: a new message arrived. `contact.changed`: a message was marked read or unread,
 * or deleted, by one of the staff (the unread badges and tabs of the others refresh).
 */
export type LiveEvent =
  | { type: 'contact.created'; id: number; subject: string; sender: string | null }
  | { type: 'contact.changed'; id: number; change: 'read' | 'unread' | 'deleted' }
  | { type: 'application.submitted'; id: number; program_id: number; venture: string | null; updated: boolean };

export type LiveServerMessage = { type: 'ready'; topics: LiveTopic[] } | LiveEvent;

/** The topic of an event. */
export const topicOf = (event: LiveEvent): LiveTopic =>
  event.type === 'contact.created' || event.type === 'contact.changed' ? 'contact' : 'application';
