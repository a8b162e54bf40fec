import { useQuery } from '@tanstack/react-query';
import { stageCountsQuery } from '../features/applications/api/stage-counts';
import { useInboxCounts } from '../features/contact/api/contact-inbox';
import { useSession } from '../lib/session';

/** A menu link's badge: how many, and what they are ("3 unread"). */
export type MenuBadge = { count: number; label: string };

/**
 * The user menu's badges: unread contact messages (contact_us_view) and applications waiting at
 * Submitted, the first review stage (application_view), of the programme under review. Live
 * updates make these queries stale, so the badges follow without a reload.
 */
export function useMenuBadges(): { byPath: Record<string, MenuBadge>; total: number } {
  const { user, can } = useSession();
  const inbox = useInboxCounts(!!user && can('contact_us_view'));
  const stages = useQuery({ ...stageCountsQuery(), enabled: !!user && can('application_view') });
  const byPath: Record<string, MenuBadge> = {};
  const unread = inbox.data?.open ?? 0;
  const submitted = stages.data?.submitted ?? 0;
  if (unread > 0) byPath['/contact-us-admin'] = { count: unread, label: `${unread} unread` };
  if (submitted > 0) byPath['/applications'] = { count: submitted, label: `${submitted} submitted` };
  return { byPath, total: unread + submitted };
}
