import type { PublicTeamMember } from '@portal/contract/team';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../lib/i18n/locale';
import { useWideScreen } from '../../testing/media';
import { calls, mockApi, renderRoutes } from '../../testing/test-utils';
import CoachesScreen from './CoachesScreen';
import TeamScreen from './TeamScreen';
import TrainersScreen from './TrainersScreen';

const person = (id: number, name: string, roles: string[], over: Partial<PublicTeamMember> = {}): PublicTeamMember => ({
  id,
  name,
  bio: `<p>${name} has <strong>years</strong> of experience.</p><p>Second paragraph about ${name}.</p>`,
  image: null,
  image_url: null,
  thumb_url: null,
  website_url: null,
  x_url: null,
  linkedin_url: `https://www.linkedin.com/in/${id}`,
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  created_at: '2026-03-01T08:00:00Z',
  team_member_roles: roles.map((r, i) => ({ team_role_id: i + 1, team_role: { id: i + 1, name: r } })),
  ...over,
});

const MEMBERS = [
  person(1, 'Achieng Odhiambo', ['Coach', 'Trainer'], { thumb_url: '/storage/team_pics/thumb_a.webp' }),
  person(2, 'Brian Otieno', ['Trainer']),
  person(3, 'Chebet Mercy', ['Mentor']),
];

beforeEach(() => useWideScreen());
afterEach(() => vi.unstubAllGlobals());

describe('TeamScreen', { timeout: 30_000 }, () => {
  it('shows the cards with roles, a plain-text bio, links and the total', async () => {
    const api = mockApi({
      'GET /api/team': () => ({ body: { data: MEMBERS, current_page: 1, per_page: 12, total: 1234, last_page: 103 } }),
    });
    renderRoutes([{ path: '/team', element: <TeamScreen /> }], '/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Achieng Odhiambo' });
    expect(within(card).getByText('Coach, Trainer')).toBeInTheDocument();
    expect(within(card).getByText(/has years of experience\. Second paragraph/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Achieng Odhiambo on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/1',
    );
    expect(card.querySelector('img')).toHaveAttribute('src', '/storage/team_pics/thumb_a.webp');
    expect(screen.getByText('Total: 1,234')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Team pages' })).toBeInTheDocument();
    const url = new URL(String(calls(api, 'GET /api/team')[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'public', page: '1', per_page: '12' });
  });

  it('walks through the page in the profile dialog; Previous and Next are disabled at the ends', async () => {
    mockApi({
      'GET /api/team': () => ({ body: { data: MEMBERS, current_page: 1, per_page: 12, total: 3, last_page: 1 } }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/team', element: <TeamScreen /> }], '/team');
    await user.click(await screen.findByRole('button', { name: 'Read profile of Achieng Odhiambo' }));

    let dialog = await screen.findByRole('dialog', { name: /Achieng Odhiambo/ });
    expect(within(dialog).getByText('Second paragraph about Achieng Odhiambo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Achieng Odhiambo on LinkedIn' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = screen.getByRole('dialog', { name: /Brian Otieno/ });
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = screen.getByRole('dialog', { name: /Chebet Mercy/ });
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    // The arrow keys do the same, and stop at the ends too.
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: /Chebet Mercy/ })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: /Brian Otieno/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: /Achieng Odhiambo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('walks the dialog through every member, across pages: 13 members are 1 to 13 of 13', async () => {
    const everyone = Array.from({ length: 13 }, (_, i) =>
      person(i + 1, `Member ${String(i + 1).padStart(2, '0')}`, ['Coach']),
    );
    mockApi({
      'GET /api/team': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const data = everyone.slice((page - 1) * 12, page * 12);
        return { body: { data, current_page: page, per_page: 12, total: 13, last_page: 2 } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/team', element: <TeamScreen /> }], '/team');
    expect(await screen.findByText('Total: 13')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Read profile of Member 12' }));
    let dialog = await screen.findByRole('dialog', { name: /Member 12/ });
    expect(within(dialog).getByText('12 of 13')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: /Member 13/ });
    expect(within(dialog).getByText('13 of 13')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    dialog = await screen.findByRole('dialog', { name: /Member 12/ });
    expect(within(dialog).getByText('12 of 13')).toBeInTheDocument();
  });

  it("says 'No Team Member Found' when nobody is listed, and offers Retry on failure", async () => {
    let fail = true;
    mockApi({
      'GET /api/team': () =>
        fail
          ? { status: 500, body: { message: 'boom' } }
          : { body: { data: [], current_page: 1, per_page: 12, total: 0, last_page: 1 } },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/team', element: <TeamScreen /> }], '/team');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Team Member Found')).toBeInTheDocument();
  });
});

describe('Trainers and Coaches', () => {
  it('lists the trainers with the name and title in each card’s accessible name', async () => {
    const api = mockApi({ 'GET /api/team': () => ({ body: { data: MEMBERS.slice(0, 2) } }) });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/trainers', element: <TrainersScreen /> }], '/trainers');
    expect(screen.getByRole('heading', { level: 1, name: 'Trainers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Trainers' });
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Achieng Odhiambo Coach, Trainer');
    // the initials of a member without a picture stay out of the name
    expect(cards[1]).toHaveAccessibleName('Brian Otieno Trainer');
    expect(new URL(String(calls(api, 'GET /api/team')[0]![0]), 'http://localhost').searchParams.get('type')).toBe(
      'trainers',
    );
    await user.click(cards[1]!);
    expect(await screen.findByRole('dialog', { name: /Brian Otieno/ })).toBeInTheDocument();
  });

  it('says so kindly when there are no coaches yet', async () => {
    const api = mockApi({ 'GET /api/team': () => ({ body: { data: [] } }) });
    renderRoutes([{ path: '/coaches', element: <CoachesScreen /> }], '/coaches');
    expect(await screen.findByText('Coaches coming soon')).toBeInTheDocument();
    expect(new URL(String(calls(api, 'GET /api/team')[0]![0]), 'http://localhost').searchParams.get('type')).toBe(
      'coaches',
    );
  });
});

describe('Team, Trainers and Coaches in Swahili', () => {
  beforeEach(() => applyLocale('sw'));
  afterEach(() => applyLocale('en'));

  it('says the team page and the profile in Swahili; roles and bios keep lang="en"', async () => {
    mockApi({
      'GET /api/team': () => ({ body: { data: MEMBERS, current_page: 1, per_page: 12, total: 3, last_page: 1 } }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/team', element: <TeamScreen /> }], '/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Timu' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Achieng Odhiambo' });
    expect(within(card).getByText('Coach, Trainer')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText(/has years of experience/)).toHaveAttribute('lang', 'en');
    expect(within(card).getByRole('link', { name: 'Achieng Odhiambo kwenye LinkedIn' })).toBeInTheDocument();
    expect(screen.getByText('Jumla: 3')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Soma wasifu wa Achieng Odhiambo' }));
    const dialog = await screen.findByRole('dialog', { name: /Achieng Odhiambo/ });
    expect(within(dialog).getByRole('button', { name: 'Iliyotangulia' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Inayofuata' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 kati ya 3');
    expect(dialog.querySelector('.rich-text')).toHaveAttribute('lang', 'en');
  });

  it('names the trainers and the coaches in Swahili', async () => {
    mockApi({ 'GET /api/team': () => ({ body: { data: MEMBERS.slice(0, 2) } }) });
    renderRoutes([{ path: '/trainers', element: <TrainersScreen /> }], '/trainers');
    expect(screen.getByRole('heading', { level: 1, name: 'Wakufunzi' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Wakufunzi' });
    expect(within(list).getByText('Brian Otieno').nextElementSibling).toHaveAttribute('lang', 'en');
  });

  it('says kindly in Swahili that the coaches are coming', async () => {
    mockApi({ 'GET /api/team': () => ({ body: { data: [] } }) });
    renderRoutes([{ path: '/coaches', element: <CoachesScreen /> }], '/coaches');
    expect(screen.getByRole('heading', { level: 1, name: 'Washauri' })).toBeInTheDocument();
    expect(await screen.findByText('Washauri watatambulishwa hivi karibuni')).toBeInTheDocument();
  });
});
