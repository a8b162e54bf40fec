import { MSG } from '@portal/contract/messages';
import type { PermissionItem } from '@portal/contract/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../../testing/media';
import { mockApi, renderRoutes } from '../../testing/test-utils';
import { noMatch, PermissionPicker } from './PermissionPicker';

const NAMES = ['team_view', 'team_create', 'group_view', 'group_venture_view', 'log_view'];
const PERMISSIONS: PermissionItem[] = NAMES.map((name, i) => ({ id: i + 1, name, guard_name: 'api' }));

/** An option's accessible name is the permission in words with its code name: find it by the code. */
const code = (name: string) => new RegExp(`\\(\\s*${name}\\s*\\)$`);

let latest: string[] = [];
function Harness({ initial, fixed }: { initial: string[]; fixed?: 'all' | string[] }) {
  // What RoleForm passes while there is no error.
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <PermissionPicker
      permissions={PERMISSIONS}
      value={value}
      onChange={(next) => setValue(next)}
      fixed={fixed}
      error={value.length === 0 ? MSG.permissionPickRequired : undefined}
      helperText="Pick at least one"
    />
  );
}

function setup(initial: string[] = [], fixed?: 'all' | string[]) {
  mockApi({});
  const user = userEvent.setup({ delay: null });
  renderRoutes([{ path: '/', element: <Harness initial={initial} fixed={fixed} /> }]);
  const available = () => screen.getByRole('listbox', { name: 'Available permissions' });
  const assigned = () => screen.getByRole('listbox', { name: 'Assigned permissions' });
  const optionsOf = (list: HTMLElement) =>
    within(list)
      .queryAllByRole('option')
      .map((o) => o.dataset.permission);
  return { user, available, assigned, optionsOf };
}

/** Answers the open confirmation and waits for it to close (the page is hidden from the a11y tree meanwhile). */
async function answer(user: ReturnType<typeof userEvent.setup>, button: 'Yes' | 'Cancel') {
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  latest = [];
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('PermissionPicker', () => {
  it('shows two multi-select listboxes: available on the left, assigned on the right, in the seeded order', () => {
    const { available, assigned, optionsOf } = setup(['log_view', 'team_view']);
    expect(available()).toHaveAttribute('aria-multiselectable', 'true');
    expect(optionsOf(available())).toEqual(['team_create', 'group_view', 'group_venture_view']);
    expect(optionsOf(assigned())).toEqual(['team_view', 'log_view']);
  });

  it('assigns the picked ones, and removes them again, with clicks', async () => {
    const { user, available, assigned, optionsOf } = setup();
    await user.click(within(available()).getByRole('option', { name: code('group_view') }));
    await user.click(within(available()).getByRole('option', { name: code('team_create') }));
    expect(within(available()).getByRole('option', { name: code('group_view') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(optionsOf(assigned())).toEqual(['team_create', 'group_view']);
    expect(latest).toEqual(['team_create', 'group_view']);
    expect(screen.getByRole('status')).toHaveTextContent('2 permissions assigned');

    await user.click(within(assigned()).getByRole('option', { name: code('team_create') }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(latest).toEqual(['group_view']);
    expect(optionsOf(available())).toContain('team_create');
  });

  it('says why when nothing is picked or a list is empty', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(MSG.permissionAssignNone)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MSG.permissionRemoveNone)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(
      await screen.findByText(MSG.permissionNoneAssigned, { selector: '#notistack-snackbar' }),
    ).toBeInTheDocument();
    // The form's own rule shows under the lists.
    expect(screen.getByText(MSG.permissionPickRequired)).toBeInTheDocument();
  });

  it('assigns all and removes all after a confirmation; with all assigned, assign all says none is available', async () => {
    const { user, available, assigned, optionsOf } = setup(['team_view']);
    await user.click(screen.getByRole('button', { name: 'Assign all' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmAssignAll);
    await answer(user, 'Yes');
    await waitFor(() => expect(latest).toEqual(NAMES));
    expect(optionsOf(available())).toEqual([]);
    expect(within(available()).getByText(MSG.permissionNoneAvailable)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assign all' }));
    expect(
      await screen.findByText(MSG.permissionNoneAvailable, { selector: '#notistack-snackbar' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    const again = await screen.findByRole('alertdialog');
    expect(again).toHaveTextContent(MSG.confirmRemoveAll);
    await answer(user, 'Cancel');
    expect(latest).toEqual(NAMES);
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    await answer(user, 'Yes');
    await waitFor(() => expect(optionsOf(assigned())).toEqual([]));
  });

  it('works from the keyboard: arrows move, Space picks, Enter moves across, Ctrl+A picks all', async () => {
    const { user, available, assigned, optionsOf } = setup();
    available().focus();
    expect(available()).toHaveAttribute('aria-activedescendant', within(available()).getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(within(available()).getByRole('option', { name: code('group_view') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(latest).toEqual(['group_view']);

    assigned().focus();
    await user.keyboard(' {Enter}');
    expect(latest).toEqual([]);

    available().focus();
    await user.keyboard('{Control>}a{/Control}{Enter}');
    expect(optionsOf(assigned())).toEqual(NAMES);
  });

  it('filters each list; "all" means the entries shown', async () => {
    const { user, available, optionsOf } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filter available permissions' }), 'group');
    expect(optionsOf(available())).toEqual(['group_view', 'group_venture_view']);
    await user.click(screen.getByRole('button', { name: 'Assign all' }));
    await answer(user, 'Yes');
    await waitFor(() => expect(latest).toEqual(['group_view', 'group_venture_view']));
  });

  it('keeps the fixed permissions of a built-in role: locked, not removable, not even by Remove all', async () => {
    const { user, assigned, optionsOf } = setup(
      ['team_view', 'group_view', 'group_venture_view'],
      ['group_view', 'group_venture_view'],
    );
    const locked = within(assigned()).getByRole('option', { name: /group_view/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await user.click(locked);
    expect(locked).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    await answer(user, 'Yes');
    await waitFor(() => expect(latest).toEqual(['group_view', 'group_venture_view']));
    expect(optionsOf(assigned())).toHaveLength(2);
  });

  it('says that no permission matches the filter, in the lists and on every button, when a filter hides everything', async () => {
    const { user, available, assigned, optionsOf } = setup(['team_view', 'log_view']);
    const snack = (text: string) => screen.findAllByText(text, { selector: '#notistack-snackbar' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter available permissions' }), ' nothing ');
    expect(optionsOf(available())).toEqual([]);
    expect(within(available()).getByText(noMatch('nothing'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign all' }));
    expect(await snack(noMatch('nothing'))).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(async () => expect(await snack(noMatch('nothing'))).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Filter assigned permissions' }), 'zzz');
    expect(optionsOf(assigned())).toEqual([]);
    expect(within(assigned()).getByText(noMatch('zzz'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(await snack(noMatch('zzz'))).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await snack(noMatch('zzz'))).toHaveLength(2));

    // Never the misleading "none available / none assigned": both lists hold permissions.
    expect(screen.queryByText(MSG.permissionNoneAvailable)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.permissionNoneAssigned)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(latest).toEqual(['team_view', 'log_view']);
  });

  it('says that System Admin always has every permission and cannot be changed (fixed="all")', async () => {
    const { user, assigned, optionsOf } = setup([...NAMES], 'all');
    // The helper under the lists says so, instead of "Pick at least one".
    expect(screen.getByText(MSG.permissionsAllFixed)).toBeInTheDocument();
    expect(screen.queryByText('Pick at least one')).not.toBeInTheDocument();
    expect(optionsOf(assigned())).toHaveLength(NAMES.length);
    for (const option of within(assigned()).getAllByRole('option')) {
      expect(option).toHaveAttribute('aria-disabled', 'true');
    }

    // (notistack shows three snackbars at most)
    for (const name of ['Remove all', 'Remove', 'Assign all']) {
      await user.click(screen.getByRole('button', { name }));
    }
    await waitFor(() =>
      expect(screen.getAllByText(MSG.permissionsAllFixed, { selector: '#notistack-snackbar' })).toHaveLength(3),
    );
    // Not "No assigned permission" (every one is assigned) nor "pick one" (none can be picked).
    expect(screen.queryByText(MSG.permissionNoneAssigned)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.permissionRemoveNone)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.permissionAssignNone)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(latest).toEqual(NAMES);
  });

  it('says the shown permissions are fixed when Remove all finds only locked ones (Judge)', async () => {
    const { user } = setup(['team_view', 'group_view', 'group_venture_view'], ['group_view', 'group_venture_view']);
    await user.type(screen.getByRole('searchbox', { name: 'Filter assigned permissions' }), 'group');
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(
      await screen.findByText(MSG.permissionsOnlyFixedShown, { selector: '#notistack-snackbar' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MSG.permissionNoneAssigned)).not.toBeInTheDocument();
    expect(screen.getByText('Pick at least one')).toBeInTheDocument();
  });
});
