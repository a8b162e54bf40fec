import { MSG } from '@portal/contract/messages';
import { storyYears } from '@portal/contract/stories';
import { describe, expect, it } from 'vitest';
import { stories as storiesTable } from '../src/db/schema';
import { storiesFixture } from '../testing/stories-fixture';

const { t, admin, storyViewer, nobody, req, logOf } = await storiesFixture();

/** The name and list checks see every story: those tests start from none. */
const noStories = () => t.db.delete(storiesTable);
const createStory = async (name: string, year: number): Promise<number> => {
  const res = await req('POST', '/api/story', admin, { name, year });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};

describe('stories', () => {
  it('refuses the signed out (401) and those without story_view (403)', async () => {
    expect((await req('GET', '/api/story')).statusCode).toBe(401);
    expect((await req('GET', '/api/story', nobody)).statusCode).toBe(403);
    expect((await req('GET', '/api/story?type=adminFormData', nobody)).statusCode).toBe(403);
    expect((await req('POST', '/api/story', storyViewer, { name: 'X', year: 2025 })).statusCode).toBe(403);
  });

  it('offers the years from this year back 100 years', async () => {
    const res = await req('GET', '/api/story?type=adminFormData', storyViewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ years: storyYears(2026) });
    expect(res.json().years).toHaveLength(101);
    expect(res.json().years[0]).toBe(2026);
    expect(res.json().years.at(-1)).toBe(1926);
  });

  it('creates a story (active, no videos yet) with its audit entry', async () => {
    await noStories();
    const res = await req('POST', '/api/story', admin, { name: 'Cohort 7 Founders', year: 2025 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Cohort 7 Founders', year: 2025, active: 1, videos_count: 0 });
    const id = res.json().id;
    const [entry] = await logOf('Story', id);
    expect(entry).toMatchObject({ action: 'created', new: expect.objectContaining({ name: 'Cohort 7 Founders' }) });
  });

  it('refuses a duplicate name (any case) with 409 and a message', async () => {
    await noStories();
    await createStory('Cohort 7 Founders', 2025);
    const res = await req('POST', '/api/story', admin, { name: '  cohort 7 FOUNDERS ', year: 2024 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.storyNameTaken });
  });

  it('validates name and year with field errors and writes nothing', async () => {
    await noStories();
    await createStory('Cohort 7 Founders', 2025);
    const missing = await req('POST', '/api/story', admin, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name', 'year']);
    const blank = await req('POST', '/api/story', admin, { name: '   ', year: 2025 });
    expect(blank.json().errors).toEqual({ name: MSG.required });
    const future = await req('POST', '/api/story', admin, { name: 'Later', year: 2027 });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ year: 'The year cannot be in the future' });
    const old = await req('POST', '/api/story', admin, { name: 'Older', year: 1925 });
    expect(old.json().errors).toEqual({ year: 'Pick a year from the list' });
    const list = await req('GET', '/api/story', admin);
    expect(list.json().total).toBe(1);
  });

  it('lists, searches and shows with the paging fields', async () => {
    await noStories();
    const id = await createStory('Cohort 7 Founders', 2025);
    await req('POST', '/api/story', admin, { name: 'Cohort 6 Founders', year: 2024 });
    const list = await req('GET', '/api/story?page=1', storyViewer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    const search = await req('GET', '/api/story?type=search&search=cohort%206', storyViewer);
    expect(search.json().data.map((s: { name: string }) => s.name)).toEqual(['Cohort 6 Founders']);
    const none = await req('GET', '/api/story?type=search&search=nothing', storyViewer);
    expect(none.json()).toMatchObject({ data: [], total: 0 });
    const one = await req('GET', `/api/story/${id}`, storyViewer);
    expect(one.json()).toMatchObject({ id, name: 'Cohort 7 Founders', videos_count: 0 });
    expect((await req('GET', '/api/story/99999', storyViewer)).statusCode).toBe(404);
  });

  it('updates (story_edit) and logs what changed', async () => {
    const id = await createStory('Cohort 7 Founders (edit)', 2025);
    const res = await req('PUT', `/api/story/${id}`, admin, { name: 'Cohort 7 Founders (edit)', year: 2024 });
    expect(res.statusCode).toBe(200);
    expect(res.json().year).toBe(2024);
    expect((await req('PUT', `/api/story/${id}`, storyViewer, { name: 'X', year: 2024 })).statusCode).toBe(403);
    const [latest] = await logOf('Story', id);
    expect(latest).toMatchObject({ action: 'updated', changed: { year: 2024 } });
  });

  it('deactivates and activates with their permissions and audit entries', async () => {
    const id = await createStory('Cohort 7 Founders (switch)', 2025);
    const denied = await req('POST', '/api/story?type=deactivate', storyViewer, { id });
    expect(denied.statusCode).toBe(403);
    const off = await req('POST', '/api/story?type=deactivate', admin, { id });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(0);
    const on = await req('POST', '/api/story?type=activate', admin, { id });
    expect(on.json().active).toBe(1);
    const actions = (await logOf('Story', id)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['activated', 'deactivated']);
  });

  it('lists the active stories publicly, newest year first', async () => {
    await noStories();
    const id = await createStory('Cohort 7 Founders', 2025);
    await createStory('Cohort 6 Founders', 2024);
    const third = await req('POST', '/api/story', admin, { name: 'Cohort 5 Founders', year: 2023 });
    await req('POST', '/api/story?type=deactivate', admin, { id: third.json().id });
    const res = await req('GET', '/api/story?type=public');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id, name: 'Cohort 7 Founders', year: 2025 },
        { id: expect.any(Number), name: 'Cohort 6 Founders', year: 2024 },
      ],
    });
  });
});
