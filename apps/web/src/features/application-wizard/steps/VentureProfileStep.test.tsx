import { MSG } from '@portal/contract/messages';
import type { Venture } from '@portal/contract/ventures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichTextEditorProps } from '../../../components/RichTextEditor';
import { formData, venture } from '../../../testing/fixtures/wizard';
import { useWideScreen } from '../../../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../../testing/test-utils';
import { VentureProfileStep } from './VentureProfileStep';

vi.mock('../../../components/LazyRichTextEditor', () => ({
  preloadRichTextEditor: () => {},
  LazyRichTextEditor: (p: RichTextEditorProps) => (
    <>
      <textarea
        aria-label={p.label}
        data-images={p.images ? 'on' : 'off'}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <p>{p.helperText}</p>
    </>
  ),
}));

function setup(stored: Venture | null, handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser([], { id: 1 }) }),
    'GET /api/user': () => ({ body: formData }),
    'GET /api/venture': () => ({ body: { code: stored ? 1 : 0, venture: stored } }),
    ...handlers,
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <VentureProfileStep onDone={onDone} onBack={() => {}} /> }]);
  return { api, user, onDone };
}

/** The texts of the snackbars on screen. */
const snackbars = () => Array.from(document.querySelectorAll('#notistack-snackbar'), (e) => e.textContent?.trim());

const save = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'Save and Continue' }));

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('VentureProfileStep', () => {
  it("stops at the first failing check, in the spec's order: the overview", async () => {
    const { user, api } = setup(venture({ description: null, venture_sectors: [], cr12: null }));
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Shamba Tech');
    await save(user);
    // one snackbar, with the first failure; each field shows its own message
    await waitFor(() => expect(snackbars()).toEqual([MSG.ventureOverviewRequired]));
    expect(screen.getByRole('textbox', { name: 'Company overview *' })).toHaveAttribute('data-images', 'off');
    expect(screen.getAllByText(MSG.ventureOverviewRequired)).toHaveLength(2);
    expect(screen.queryByText(MSG.cr12Required)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sectors' })).toHaveAccessibleDescription(MSG.sectorsRequired);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(api, 'POST /api/venture')).toHaveLength(0);
  });

  it('asks for the CR12 Certificate when every field is right but it is missing', async () => {
    const { user, api } = setup(venture({ cr12: null }));
    await screen.findByRole('textbox', { name: 'Company name' });
    expect(screen.getByRole('button', { name: 'Upload CR12 Certificate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Registration Certificate' })).toBeInTheDocument();
    await save(user);
    const upload = screen.getByRole('button', { name: 'Upload CR12 Certificate' });
    await waitFor(() => expect(upload).toHaveAccessibleDescription(MSG.cr12Required));
    expect(upload).toHaveFocus();
    expect(snackbars()).toEqual([MSG.cr12Required]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(api, 'POST /api/venture')).toHaveLength(0);
  });

  it("keeps what was typed after a failed save, with the server's message", async () => {
    const { user, onDone, api } = setup(venture(), {
      'POST /api/venture': () => ({ status: 409, body: { message: 'Applications closed on 1 March 2026.' } }),
    });
    const slogan = await screen.findByRole('textbox', { name: 'Slogan' });
    await user.type(slogan, 'Farm data for all');
    await save(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmSaveStep);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Applications closed on 1 March 2026.')).toBeInTheDocument();
    expect(slogan).toHaveValue('Farm data for all');
    expect(onDone).not.toHaveBeenCalled();
    const [[, init]] = calls(api, 'POST /api/venture') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Shamba Tech',
      slogan: 'Farm data for all',
      sectors: [1],
      countries: [114],
      client_locations: [1],
      stage_id: 1,
      funding: 0,
    });
  });

  it('saves and moves on with the success snackbar', async () => {
    const { user, onDone } = setup(venture(), { 'POST /api/venture': () => ({ body: venture() }) });
    await screen.findByRole('textbox', { name: 'Company name' });
    await save(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.ventureSaved)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
  });
});
