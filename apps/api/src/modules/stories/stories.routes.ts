import { publicStories as publicStoriesSchema, storyFormData, storyYears } from '@portal/contract/stories';
import { storiesResource } from './stories.resource';
import { publicStories, thisYearFor } from './stories.service';

/**
 * `/api/story` (spec 3 §2.4, §7): stories of the public Stories page, each a set of videos.
 * Standard list/search/show/create/update/delete/activate/deactivate, plus the form's years and
 * the public list of active stories.
 */
export const storyRoutes = storiesResource.routes({
  get: {
    adminFormData: {
      access: 'story_view',
      summary: 'The years the story form offers: this year back 100 years',
      response: storyFormData,
      handler: async ({ ctx }) => ({ years: storyYears(thisYearFor(ctx)) }),
    },
    public: {
      access: 'public',
      cached: true,
      summary: 'The active stories (id, name, year), newest year first, for the public Stories page',
      response: publicStoriesSchema,
      handler: ({ ctx }) => publicStories(ctx),
    },
  },
});
