import { moveMailNote } from '@portal/contract/notices';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL, firstRow, setup } from '../../testing/applications-screen';
import { useWideScreen } from '../../testing/media';

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});

// Issue 19: before staff confirm a move, the dialog says whether it mails the founder, and whom.
describe('ApplicationsScreen: the move dialog and the founder mails', () => {
  it('says the move will mail the founder when staff announce its stage', async () => {
    const { user } = setup(ALL, { 'GET /api/announcement': () => ({ body: { stages: ['review'] } }) });
    // The file's first render loads the screen's code: slow on a busy machine.
    await screen.findByText('Wanjiru Njeri Kamau', {}, { timeout: 20_000 });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Move Stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send For Review' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('A mail will be sent to Wanjiru Njeri Kamau (');
  });

  it('says no mail goes when the stage is not announced', async () => {
    const { user } = setup(ALL, { 'GET /api/announcement': () => ({ body: { stages: ['shortlisted'] } }) });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Move Stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send For Review' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(moveMailNote(false, {}));
  });
});
