import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../lib/i18n/locale';
import { mockApi, renderRoutes } from '../testing/test-utils';
import { useConfirm } from './ConfirmDialog';

function Asker({ destructive }: { destructive?: boolean }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setAnswer(String(await confirm({ message: 'Are You Sure You Want to Add Program?', destructive })))
        }
      >
        ask
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

const renderAsker = (destructive?: boolean) =>
  renderRoutes([{ path: '/', element: <Asker destructive={destructive} /> }]);

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmDialog', () => {
  it('resolves true on Yes, as an alertdialog with the focus on Yes', async () => {
    const user = userEvent.setup();
    renderAsker();
    await user.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription('Are You Sure You Want to Add Program?');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('answer: true')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancel', async () => {
    const user = userEvent.setup();
    renderAsker();
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
  });

  it('resolves false on Escape, and focuses Cancel for destructive actions', async () => {
    const user = userEvent.setup();
    renderAsker(true);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
  });
});

describe('ConfirmDialog in Swahili', () => {
  beforeEach(() => applyLocale('sw'));
  afterEach(() => applyLocale('en'));

  it('says its title and its buttons in the current language', async () => {
    const user = userEvent.setup();
    renderAsker();
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('alertdialog', { name: 'Tafadhali thibitisha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ndiyo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ghairi' }));
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
  });
});
