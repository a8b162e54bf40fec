import { NOTICE_MSG } from '@portal/contract/notices';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, mockApi, renderRoutes } from '../../testing/test-utils';
import ReminderOptOutScreen from './ReminderOptOutScreen';

const TOKEN = 'A'.repeat(43);

function setup(status: 200 | 404, message: string) {
  const api = mockApi({
    'POST /api/reminder-opt-out': () => (status === 200 ? { body: { message } } : { status, body: { message } }),
  });
  renderRoutes([{ path: '/reminders/stop/:token', element: <ReminderOptOutScreen /> }], `/reminders/stop/${TOKEN}`);
  return { api, user: userEvent.setup() };
}

describe('ReminderOptOutScreen', () => {
  it('stops the reminders only when the founder confirms, without signing in', async () => {
    const { api, user } = setup(200, NOTICE_MSG.optOutDone);
    const button = await screen.findByRole('button', { name: /Stop reminders/ });
    expect(calls(api, 'POST /api/reminder-opt-out')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(NOTICE_MSG.optOutDone);
    const [[, init]] = calls(api, 'POST /api/reminder-opt-out') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });

  it('says so when the link is not valid', async () => {
    const { user } = setup(404, NOTICE_MSG.optOutUnknown);
    await user.click(await screen.findByRole('button', { name: /Stop reminders/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NOTICE_MSG.optOutUnknown));
  });
});
