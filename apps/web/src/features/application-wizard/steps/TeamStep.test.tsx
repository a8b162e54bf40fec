import { MSG } from '@portal/contract/messages';
import type { VentureTeam } from '@portal/contract/ventures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formData, venture } from '../../../testing/fixtures/wizard';
import { useWideScreen } from '../../../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../../testing/test-utils';
import { TeamStep } from './TeamStep';

const member = (id: number) => ({
  id,
  venture_id: 7,
  first_name: `Member${id}`,
  middle_name: null,
  last_name: 'Otieno',
  role: 'Engineer',
  shares: 10,
  gender_id: 1,
  years_experience: 4,
  founder: id === 1,
});

function setup(team: VentureTeam, handlers: Parameters<typeof mockApi>[0] = {}, over = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser([], { id: 1 }) }),
    'GET /api/user': () => ({ body: formData }),
    'GET /api/venture': () => ({ body: { code: 1, venture: venture(over) } }),
    'GET /api/venture-team-member': () => ({ body: team }),
    ...handlers,
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <TeamStep onDone={onDone} onBack={() => {}} /> }]);
  return { api, user, onDone };
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('TeamStep', () => {
  it("disables Add at five team members with the spec's message", async () => {
    const { user } = setup({ ventureTeamMembers: [1, 2, 3, 4].map(member), ventureCSuiteMembers: [] });
    const add = await screen.findByRole('button', { name: 'Add Team Member' });
    expect(screen.getAllByRole('group', { name: /^Team member \d$/ })).toHaveLength(4);
    expect(screen.queryByText(MSG.teamMax)).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Team member \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText(MSG.teamMax)).toBeInTheDocument();
    // removing one enables Add again
    await user.click(screen.getByRole('button', { name: 'Remove Team member 5' }));
    expect(add).toBeEnabled();
    expect(screen.queryByText(MSG.teamMax)).not.toBeInTheDocument();
  });

  it('shows the C-suite members only when the answer is Yes', async () => {
    const { user } = setup({ ventureTeamMembers: [member(1)], ventureCSuiteMembers: [] }, {}, { c_suite_women: 0 });
    const no = await screen.findByRole('radio', { name: 'No' });
    expect(no).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'C-suite members' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const cSuite = await screen.findByRole('group', { name: 'C-suite member 1' });
    for (const label of ['Title', 'First name', 'Last name', 'City', 'LinkedIn']) {
      expect(within(cSuite).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(within(cSuite).getByRole('combobox', { name: 'Nationality' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Do not wish to respond' }));
    expect(screen.queryByRole('group', { name: 'C-suite member 1' })).not.toBeInTheDocument();
  });

  it('labels the employee counts after their fields, and saves the team with them', async () => {
    const { user, api, onDone } = setup(
      { ventureTeamMembers: [member(1)], ventureCSuiteMembers: [] },
      {
        'POST /api/venture-team-member': () => ({
          body: { message: 'ok', ventureTeamMembers: [], ventureCSuiteMembers: [] },
        }),
      },
      { c_suite_women: 2 },
    );
    const fullTime = await screen.findByRole('spinbutton', { name: 'Full-time employees' });
    expect(fullTime).toHaveAttribute('name', 'full_time_employee_count');
    const partTime = screen.getByRole('spinbutton', { name: 'Part-time / contract employees' });
    expect(partTime).toHaveAttribute('name', 'part_time_employee_count');
    await user.type(fullTime, '3');
    await user.type(partTime, '1');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.teamSaved)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    const [[, init]] = calls(api, 'POST /api/venture-team-member') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      venture_id: 7,
      c_suite_women: 2,
      c_suite_members: [],
      full_time_employee_count: 3,
      part_time_employee_count: 1,
      venture_team_members: [{ id: 1, first_name: 'Member1', shares: 10, years_experience: 4, founder: true }],
    });
  });

  it("shows the team step's own message when the save fails", async () => {
    const { user, onDone } = setup(
      { ventureTeamMembers: [member(1)], ventureCSuiteMembers: [] },
      { 'POST /api/venture-team-member': () => ({ status: 500, body: { message: 'boom' } }) },
      { c_suite_women: 0, full_time_employee_count: 2, part_time_employee_count: 0 },
    );
    await user.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.teamFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Full-time employees' })).toHaveValue(2));
    expect(onDone).not.toHaveBeenCalled();
  });
});
