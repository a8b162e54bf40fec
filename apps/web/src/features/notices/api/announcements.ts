import type { Stage } from '@portal/contract/application-stages';
import type { Locale } from '@portal/contract/locale';
import type {
  AnnounceableStage,
  Announcement,
  AnnouncementPreview,
  AnnouncementTemplate,
} from '@portal/contract/notices';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const announcementKeys = {
  all: ['announcement'] as const,
  enabled: ['announcement', 'enabled'] as const,
};

/** `GET /api/announcement`: every stage a move can reach, with its mail. */
export function fetchAnnouncements(signal?: AbortSignal): Promise<{ data: Announcement[] }> {
  return http<{ data: Announcement[] }>('GET', '/api/announcement', { signal });
}

export function useAnnouncements() {
  return useQuery({ queryKey: announcementKeys.all, queryFn: ({ signal }) => fetchAnnouncements(signal) });
}

/** `PUT /api/announcement/{stage}`: the mail and whether moves to the stage send it. */
export function saveAnnouncement(stage: AnnounceableStage, template: AnnouncementTemplate): Promise<Announcement> {
  return http<Announcement>('PUT', `/api/announcement/${stage}`, { body: template });
}

/** `POST /api/announcement?type=preview`: the mail as a founder of `locale` gets it, sample values filled. */
export function previewAnnouncement(template: AnnouncementTemplate, locale: Locale): Promise<AnnouncementPreview> {
  return http<AnnouncementPreview>('POST', '/api/announcement', {
    query: { type: 'preview' },
    body: { template, locale },
  });
}

/**
 * `GET /api/announcement?type=enabled`: the stages whose moves mail the founder, for the move
 * dialog. Undefined while unknown (loading, or failed): the dialog then says nothing about mail.
 */
export function useAnnouncedStages(enabled = true): ReadonlySet<Stage> | undefined {
  const query = useQuery({
    queryKey: announcementKeys.enabled,
    queryFn: ({ signal }) =>
      http<{ stages: Stage[] }>('GET', '/api/announcement', { query: { type: 'enabled' }, signal }),
    enabled,
  });
  return query.data ? new Set(query.data.stages) : undefined;
}
