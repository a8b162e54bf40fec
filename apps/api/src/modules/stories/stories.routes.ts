import { MSG } from '@portal/contract/messages';
import { publicStory, story, storyFormData, storyYears } from '@portal/contract/stories';
import { desc, eq } from 'drizzle-orm';
import { stories, videos } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { storyInputFor, thisYearFor, videoFilesOf, withVideoCounts } from './stories.service';

/**
 * `/api/story` (spec 3 §2.4, §7): stories of the public Stories page, each a set of videos.
 * Standard list/search/show/create/update/delete/activate/deactivate, plus the form's years and
 * the public list of active stories.
 */
export const storiesResource = defineResource({
  path: 'story',
  model: 'Story',
  label: 'Story',
  permission: 'story',
  table: stories,
  searchable: [stories.name],
  orderBy: [desc(stories.created_at), desc(stories.id)],
  item: story,
  input: storyInputFor,
  uniqueMessage: MSG.storyNameTaken,
  hooks: {
    expand: withVideoCounts,
    cascadedFiles: (tx, row) => videoFilesOf(tx, eq(videos.story_id, row.id)),
  },
  get: {
    adminFormData: {
      access: 'story_view',
      summary: 'The years the story form offers: this year back 100 years',
      handler: async ({ ctx }) => storyFormData.parse({ years: storyYears(thisYearFor(ctx)) }),
    },
    public: {
      access: 'public',
      cached: true,
      summary: 'The active stories (id, name, year), newest year first, for the public Stories page',
      handler: async ({ ctx }) => {
        const rows = await ctx.db
          .select({ id: stories.id, name: stories.name, year: stories.year })
          .from(stories)
          .where(eq(stories.active, 1))
          .orderBy(desc(stories.year), desc(stories.id));
        return { data: rows.map((r) => publicStory.parse(r)) };
      },
    },
  },
});
