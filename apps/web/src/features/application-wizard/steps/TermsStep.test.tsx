import { MSG } from '@portal/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formData } from '../../../testing/fixtures/wizard';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../../testing/test-utils';
import { TermsStep } from './TermsStep';

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser([], { id: 1 }) }),
    'GET /api/user': () => ({ body: formData }),
    'GET /api/application': () => ({ body: { status: 0, application: null } }),
    ...handlers,
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <TermsStep onDone={onDone} onBack={() => {}} /> }]);
  return { api, user, onDone };
}

const TERMS = 'I agree to the Terms and Conditions of the programme';
const DECLARATION = 'I declare that the information is true, complete and correct';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('TermsStep', () => {
  it("shows the spec's messages without a marketing source, the terms or the declaration", async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.marketingSourceRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.termsRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.declarationRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: TERMS })).toHaveAccessibleDescription(MSG.termsRequired);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // with the source alone, the terms are still asked for
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where did you first hear about us?' }), 'A friend');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText(MSG.marketingSourceRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MSG.termsRequired)).toBeInTheDocument();
    expect(calls(api, 'POST /api/application')).toHaveLength(0);
  });

  it('links the terms in a new tab, and submits after the confirmation', async () => {
    const { user, api, onDone } = setup({
      'POST /api/application': () => ({
        body: {
          status: 1,
          application: {
            id: 3,
            program_id: 1,
            venture_id: 7,
            marketing_source_id: 2,
            terms_conditions: 1,
            submitted_at: '2026-01-01T08:00:00.000Z',
            updated_at: '2026-01-01T08:00:00.000Z',
          },
        },
      }),
    });
    const link = await screen.findByRole('link', { name: 'Terms and Conditions' });
    expect(link).toHaveAttribute('href', '/terms-and-conditions');
    expect(link).toHaveAttribute('target', '_blank');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where did you first hear about us?' }), 'A friend');
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('checkbox', { name: DECLARATION }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmSubmitApplication);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.applicationReceived)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    const [[, init]] = calls(api, 'POST /api/application') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ marketing_source_id: 2, terms_conditions: 1, declaration: 1 });
  });

  it('prefills what was submitted before', async () => {
    setup({
      'GET /api/application': () => ({
        body: {
          status: 1,
          application: {
            id: 3,
            program_id: 1,
            venture_id: 7,
            marketing_source_id: 1,
            terms_conditions: 1,
            submitted_at: '2026-01-01T08:00:00.000Z',
            updated_at: '2026-01-01T08:00:00.000Z',
          },
        },
      }),
    });
    expect(await screen.findByRole('combobox', { name: 'Where did you first hear about us?' })).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: TERMS })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: DECLARATION })).not.toBeChecked();
  });
});
