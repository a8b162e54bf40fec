import { LIVE_CLOSE } from '@portal/contract/live';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { LiveUpdates } from './LiveUpdates';
import { MenuCount } from './MenuCount';
import { useMenuBadges } from './use-menu-badges';

class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  accept(topics: string[]) {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', topics }) });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** What the user menu shows: the badges of the menu's links. */
function Badges() {
  const badges = useMenuBadges();
  return (
    <ul>
      <li>
        Contact Messages <MenuCount badge={badges.byPath['/contact-us-admin']} />
      </li>
      <li>
        Applications <MenuCount badge={badges.byPath['/applications']} />
      </li>
    </ul>
  );
}

function setup(permissions: string[], user: Parameters<typeof makeUser>[1] = {}) {
  signInAs('staff-token');
  let unread = 2;
  let submitted = 5;
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions, user) }),
    'GET /api/contact-us': () => ({ body: { open: unread, closed: 0 } }),
    'GET /api/application': () => ({
      body: { submitted, review: 0, rejected: 0, selected_for_rating: 0, shortlisted: 0 },
    }),
  });
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <LiveUpdates />
          <Badges />
        </>
      ),
    },
  ]);
  return {
    api,
    arrive: () => {
      unread += 1;
      submitted += 1;
    },
    readOne: () => {
      unread -= 1;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('LiveUpdates', () => {
  it('opens one socket for a contact_us_view holder and authenticates with the token', async () => {
    setup(['contact_us_view']);
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe(`ws://${window.location.host}/api/live`);
    ws.accept(['contact']);
    expect(ws.sent).toEqual([JSON.stringify({ type: 'auth', token: 'staff-token' })]);
  });

  it('refreshes the unread badge and says who wrote when a message arrives', async () => {
    const { api, arrive } = setup(['contact_us_view']);
    expect(await screen.findByLabelText('2 unread')).toHaveTextContent('2');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.accept(['contact']);
    arrive();
    FakeSocket.all[0]!.receive({ type: 'contact.created', id: 9, subject: 'Bootcamp dates?', sender: 'Amina Wanjiru' });
    expect(await screen.findByLabelText('3 unread')).toHaveTextContent('3');
    expect(await screen.findByText('New message from Amina Wanjiru: Bootcamp dates?')).toBeInTheDocument();
    expect(calls(api, 'GET /api/contact-us')).toHaveLength(2);
    // no application_view: its counts are never asked for
    expect(calls(api, 'GET /api/application')).toHaveLength(0);
  });

  it('quietly refreshes the unread badge when other staff mark a message read, unread or delete it', async () => {
    const { api, readOne, arrive } = setup(['contact_us_view']);
    expect(await screen.findByLabelText('2 unread')).toHaveTextContent('2');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.accept(['contact']);
    readOne();
    FakeSocket.all[0]!.receive({ type: 'contact.changed', id: 9, change: 'read' });
    expect(await screen.findByLabelText('1 unread')).toHaveTextContent('1');
    arrive();
    FakeSocket.all[0]!.receive({ type: 'contact.changed', id: 9, change: 'unread' });
    expect(await screen.findByLabelText('2 unread')).toHaveTextContent('2');
    readOne();
    FakeSocket.all[0]!.receive({ type: 'contact.changed', id: 9, change: 'deleted' });
    expect(await screen.findByLabelText('1 unread')).toHaveTextContent('1');
    expect(calls(api, 'GET /api/contact-us')).toHaveLength(4);
    // nothing arrived: no snackbar
    expect(screen.queryByText(/New message/)).not.toBeInTheDocument();
  });

  it('refreshes the submitted badge on a new application, quietly on an update', async () => {
    const { arrive } = setup(['application_view']);
    expect(await screen.findByLabelText('5 submitted')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.accept(['application']);
    arrive();
    FakeSocket.all[0]!.receive({
      type: 'application.submitted',
      id: 3,
      program_id: 1,
      venture: 'Shamba Data',
      updated: false,
    });
    expect(await screen.findByLabelText('6 submitted')).toBeInTheDocument();
    expect(await screen.findByText('New application: Shamba Data')).toBeInTheDocument();
    arrive();
    FakeSocket.all[0]!.receive({
      type: 'application.submitted',
      id: 3,
      program_id: 1,
      venture: 'Shamba Data',
      updated: true,
    });
    expect(await screen.findByLabelText('7 submitted')).toBeInTheDocument();
    expect(screen.getAllByText('New application: Shamba Data')).toHaveLength(1);
  });

  it('asks for everything again after a reconnection (events may have been missed)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, arrive } = setup(['contact_us_view']);
      await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
      FakeSocket.all[0]!.accept(['contact']);
      await screen.findByLabelText('2 unread');
      FakeSocket.all[0]!.onclose?.({ code: 1006 });
      arrive();
      await vi.advanceTimersByTimeAsync(1100);
      expect(FakeSocket.all).toHaveLength(2);
      FakeSocket.all[1]!.accept(['contact']);
      expect(await screen.findByLabelText('3 unread')).toBeInTheDocument();
      expect(calls(api, 'GET /api/contact-us').length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the session again when the server refuses the token', async () => {
    const { api } = setup(['contact_us_view']);
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const before = calls(api, 'GET /api/get-user').length;
    FakeSocket.all[0]!.onclose?.({ code: LIVE_CLOSE.unauthenticated });
    await waitFor(() => expect(calls(api, 'GET /api/get-user').length).toBe(before + 1));
  });

  it('opens no socket for a user without a live permission', async () => {
    const { api } = setup(['contact_us_create', 'program_view']);
    await waitFor(() => expect(calls(api, 'GET /api/get-user')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeSocket.all).toHaveLength(0);
    expect(calls(api, 'GET /api/contact-us')).toHaveLength(0);
  });

  it('opens no socket while two-step sign-in waits to be set up (the server refuses it until then)', async () => {
    const { api } = setup(['contact_us_view', 'application_view'], {
      two_factor: { enabled: false, setup_required: true },
    });
    await waitFor(() => expect(calls(api, 'GET /api/get-user')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeSocket.all).toHaveLength(0);
  });
});
