import { MSG } from '@portal/contract/messages';
import { story, storyFields } from '@portal/contract/stories';
import { desc, eq } from 'drizzle-orm';
import { stories, videos } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { storyInputFor, videoFilesOf, withVideoCounts } from './stories.service';

/** The story_* resource: its table, search, order and rules (its routes: stories.routes.ts). */
export const storiesResource = defineResource({
  path: 'story',
  model: 'Story',
  label: 'Story',
  permission: 'story',
  table: stories,
  searchable: [stories.name],
  orderBy: [desc(stories.created_at), desc(stories.id)],
  item: story,
  body: storyFields,
  input: storyInputFor,
  uniqueMessage: MSG.storyNameTaken,
  hooks: {
    expand: withVideoCounts,
    cascadedFiles: (tx, row) => videoFilesOf(tx, eq(videos.story_id, row.id)),
  },
});
