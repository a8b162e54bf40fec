import type { ContactMessage } from '@portal/contract/contact';
import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import ContactInboxScreen from './ContactInboxScreen';

// jsdom renders MUI tables slowly on a busy two-core machine.

const ALL = ['contact_us_view', 'contact_us_mark_read', 'contact_us_mark_unread', 'contact_us_archive', 'log_view'];

const message = (id: number, read: 0 | 1, subject: string): ContactMessage => ({
  id,
  subject,
  message: `<p>${'A long question about the programme. '.repeat(6)}<strong>${subject}</strong></p>`,
  read,
  created_at: '2026-03-02T09:00:00.000Z',
  user: { id: 7, first_name: 'Wanjiku', middle_name: null, last_name: 'Otieno', email: 'wanjiku@example.com' },
});

/** A fake inbox: marks move messages between the tabs, deletes remove them. */
function setup(permissions: string[] = ALL) {
  signInAs();
  let messages = [message(1, 0, 'Bootcamp dates'), message(2, 0, 'Eligibility'), message(3, 1, 'Old question')];
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/contact-us': ({ url }) => {
      const type = url.searchParams.get('type');
      if (type === 'counts') {
        return {
          body: { open: messages.filter((m) => !m.read).length, closed: messages.filter((m) => m.read).length },
        };
      }
      const term = url.searchParams.get('typeB') === 'search' ? (url.searchParams.get('search') ?? '') : '';
      const data = messages.filter(
        (m) => (type === 'open' ? !m.read : m.read) && m.subject.toLowerCase().includes(term.toLowerCase()),
      );
      return { body: { data, current_page: 1, per_page: 10, total: data.length, last_page: 1 } };
    },
    'POST /api/contact-us': ({ url, body }) => {
      const read = url.searchParams.get('type') === 'read' ? 1 : 0;
      const { id } = body as { id: number };
      messages = messages.map((m) => (m.id === id ? { ...m, read } : m));
      return { body: { message: read ? MSG.messageMarkedRead : MSG.messageMarkedUnread } };
    },
    'DELETE /api/contact-us/2': () => {
      messages = messages.filter((m) => m.id !== 2);
      return { body: { message: MSG.messageDeleted } };
    },
  });
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['contact_us_view']} />,
        children: [{ path: '/contact-us-admin', element: <ContactInboxScreen /> }],
      },
    ],
    '/contact-us-admin',
  );
  return api;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const table = () => screen.getByRole('table', { name: /messages/i });

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('ContactInboxScreen', { timeout: 30_000 }, () => {
  it('shows the unread tab with both totals, the sender and a two-line preview without markup', async () => {
    setup();
    expect(await screen.findByRole('cell', { name: 'Bootcamp dates' })).toBeInTheDocument();
    expect(tab(/Unread Messages/)).toHaveAccessibleName('Unread Messages 2');
    expect(tab(/^Read Messages/)).toHaveAccessibleName('Read Messages 1');
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Wanjiku Otieno')).toBeInTheDocument();
    const preview = within(rows[1]!).getByText(/A long question/);
    expect(preview.textContent).not.toContain('<');
    expect(preview).toHaveStyle({ WebkitLineClamp: '2' });
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    // read-only actions on an unread message: no "Mark as unread"
    expect(within(rows[1]!).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark as unread' })).not.toBeInTheDocument();
  });

  it('marks a message read after the confirmation; both tabs and counts refresh', async () => {
    const api = setup();
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Bootcamp dates' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Mark as read' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmMarkRead);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText(MSG.messageMarkedRead)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bootcamp dates' })).not.toBeInTheDocument());
    expect(tab(/Unread Messages/)).toHaveAccessibleName('Unread Messages 1');
    expect(tab(/^Read Messages/)).toHaveAccessibleName('Read Messages 2');
    expect(calls(api, 'POST /api/contact-us')[0]![1]!.body).toBe(JSON.stringify({ id: 1 }));

    await user.click(tab(/^Read Messages/));
    const moved = (await screen.findByRole('cell', { name: 'Bootcamp dates' })).closest('tr')!;
    await user.click(within(moved).getByRole('button', { name: 'Mark as unread' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText(MSG.messageMarkedUnread)).toBeInTheDocument();
    await waitFor(() => expect(tab(/Unread Messages/)).toHaveAccessibleName('Unread Messages 2'));
  });

  it('cancelling the confirmation changes nothing', async () => {
    const api = setup();
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Eligibility' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls(api, 'DELETE /api/contact-us/2')).toHaveLength(0);
  });

  it('deletes a message after the confirmation', async () => {
    setup();
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Eligibility' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmDeleteMessage);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.messageDeleted)).toBeInTheDocument();
    await waitFor(() => expect(tab(/Unread Messages/)).toHaveAccessibleName('Unread Messages 1'));
  });

  it('searches the open tab (typeB=search)', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: 'Bootcamp dates' });
    await user.type(screen.getByRole('textbox', { name: 'Search unread messages' }), 'eligib{Enter}');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bootcamp dates' })).not.toBeInTheDocument());
    const last = calls(api, 'GET /api/contact-us').at(-1)![0] as string;
    expect(last).toContain('typeB=search');
    expect(last).toContain('search=eligib');
  });

  it('opens a message: subject, sender, date, the HTML body, and marks it from there', async () => {
    setup();
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Eligibility' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Eligibility', level: 1 })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'wanjiku@example.com' })).toHaveAttribute(
      'href',
      'mailto:wanjiku@example.com',
    );
    expect(screen.getByText('Eligibility', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('tab', { name: /Unread Messages/ })).toHaveAccessibleName('Unread Messages 1');
  });

  it('hides each action without its permission', async () => {
    setup(['contact_us_view']);
    const row = (await screen.findByRole('cell', { name: 'Bootcamp dates' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    for (const name of ['Mark as read', 'Delete', 'Log']) {
      expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('renders nothing of the inbox without contact_us_view', async () => {
    setup(['contact_us_create']);
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
