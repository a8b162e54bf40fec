import { z } from 'zod';
import { flag, id, imageUrls, isoDate, isoTimestamp, requiredText } from './common';
import { YEAR_RANGE } from './constants';
import { resourceMessages } from './messages';

export const STORY_TEXT = resourceMessages('Story');
export const VIDEO_TEXT = resourceMessages('Video');

/** Years offered for a story: this year back 100 years (spec 3 §9). */
export const storyYears = (thisYear: number) => Array.from({ length: YEAR_RANGE + 1 }, (_, i) => thisYear - i);

export const story = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  active: flag,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  videos_count: z.number().int(),
});
export type Story = z.infer<typeof story>;

/** `GET /api/story?type=adminFormData`: the years the story form offers. */
export const storyFormData = z.object({ years: z.array(z.number().int()) });
export type StoryFormData = z.infer<typeof storyFormData>;

const YEAR_NOT_LISTED = 'Pick a year from the list';
const YEAR_IN_FUTURE = 'The year cannot be in the future';

/** `POST /api/story`, `PUT /api/story/{id}`: the fields and their formats, as the route declares them. */
export const storyFields = z.object({
  name: requiredText(150),
  year: z.coerce.number({ error: 'Pick a year' }).int(),
});

/** The story form: a name and one of the years `storyYears(thisYear)` offers. */
export const storyInput = (thisYear: number) =>
  storyFields.extend({
    year: storyFields.shape.year.min(thisYear - YEAR_RANGE, YEAR_NOT_LISTED).max(thisYear, YEAR_IN_FUTURE),
  });
export type StoryInput = z.input<ReturnType<typeof storyInput>>;

/** storyInput's year rule on a body that has passed `storyFields` (the server's, with its own year). */
export const storyYearRule = (thisYear: number) =>
  z.custom<z.output<typeof storyFields>>().superRefine((v, ctx) => {
    if (v.year < thisYear - YEAR_RANGE) ctx.addIssue({ code: 'custom', path: ['year'], message: YEAR_NOT_LISTED });
    if (v.year > thisYear) ctx.addIssue({ code: 'custom', path: ['year'], message: YEAR_IN_FUTURE });
  });

export const video = z
  .object({
    id: z.number().int(),
    story_id: z.number().int(),
    name: z.string(),
    date: z.string().nullable(),
    image: z.string().nullable(),
    video: z.string().nullable(),
    /** The cover image's URL (`video_cover` bucket). */
    cover_url: z.string().nullable(),
    /** The video file's URL (`videos` bucket), served with range requests. */
    video_url: z.string().nullable(),
    active: flag,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  })
  .extend(imageUrls.pick({ thumb_url: true }).shape);
export type Video = z.infer<typeof video>;

export const videoInput = z.object({
  story_id: id,
  name: requiredText(150),
  date: isoDate.nullish().transform((v) => v ?? null),
});
export type VideoInput = z.input<typeof videoInput>;

/** `GET /api/story?type=public`: the active stories, newest year first. */
export const publicStory = z.object({ id: z.number().int(), name: z.string(), year: z.number().int() });
export type PublicStory = z.infer<typeof publicStory>;
export const publicStories = z.object({ data: z.array(publicStory) });

/** `GET /api/video?type=public&story_id=`: an active video of an active story. */
export const publicVideo = video.pick({
  id: true,
  story_id: true,
  name: true,
  date: true,
  cover_url: true,
  thumb_url: true,
  video_url: true,
});
export type PublicVideo = z.infer<typeof publicVideo>;
