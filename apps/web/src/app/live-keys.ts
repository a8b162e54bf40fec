import { type LiveEvent, type LiveTopic, topicOf } from '@portal/contract/live';
import type { QueryKey } from '@tanstack/react-query';
import { applicationKeys } from '../features/applications/api/keys';
import { contactKeys } from '../features/contact/api/contact-inbox';
import { quickStatsKey } from '../features/dashboard/api/quick-stats';

/**
 * The queries a live topic's events make stale: the inbox (both tabs, counts, the badge) for
 * contact messages (a new one, or one marked read/unread or deleted by other staff); the stage counts and lists, tracking and the dashboard for applications.
 */
export const LIVE_QUERY_KEYS: Record<LiveTopic, QueryKey[]> = {
  contact: [contactKeys.all],
  application: [applicationKeys.counts, applicationKeys.lists, ['application', 'track'], quickStatsKey],
};

export const keysForEvent = (event: LiveEvent): QueryKey[] => LIVE_QUERY_KEYS[topicOf(event)];
