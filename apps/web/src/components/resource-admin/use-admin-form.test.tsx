import { zodResolver } from '@hookform/resolvers/zod';
import { resourceMessages } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { calls, mockApi, renderRoutes } from '../../test-utils';
import { FormTextField } from '../form-fields/FormTextField';
import { FormCard } from './FormCard';
import { createResourceClient } from './resource-client';
import { type AdminFormProps, useAdminForm } from './use-admin-form';

type Widget = { id: number; name: string; code: string };
const widgetInput = z.object({ name: z.string().min(1, 'Input is required'), code: z.string() });
const TEXT = resourceMessages('Widget');
const widgetsClient = createResourceClient<Widget, z.infer<typeof widgetInput>>('widget', TEXT);
const resolver = zodResolver(widgetInput);

function WidgetForm({ widget, ...props }: AdminFormProps<Widget> & { widget?: Widget }) {
  const { control, card } = useAdminForm({
    ...props,
    saver: widgetsClient,
    record: widget,
    title: { add: 'Add Widget', edit: 'Edit Widget' },
    resolver,
    defaultValues: { name: widget?.name ?? '', code: widget?.code ?? '' },
    fields: ['name', 'code'],
  });
  return (
    <FormCard {...card}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField control={control} name="code" label="Code" />
    </FormCard>
  );
}

const saved: Widget = { id: 4, name: 'Gear', code: 'G-1' };

function setup(handlers: Parameters<typeof mockApi>[0], widget?: Widget) {
  const api = mockApi(handlers);
  const props = { onSaved: vi.fn(), onCancel: vi.fn(), onCreateFailed: vi.fn() };
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <WidgetForm widget={widget} {...props} /> }]);
  return { api, user, ...props };
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gear');
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'G-1');
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useAdminForm', () => {
  it('creates after the confirmation, says so and hands the saved record back', async () => {
    const { api, user, onSaved, onCreateFailed } = setup({
      'POST /api/widget': () => ({ status: 201, body: saved }),
    });
    expect(screen.getByRole('heading', { name: 'Add Widget' })).toBeInTheDocument();
    await fillAndSave(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(await screen.findByText(TEXT.created)).toBeInTheDocument();
    const [[, init]] = calls(api, 'POST /api/widget') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Gear', code: 'G-1' });
    expect(onCreateFailed).not.toHaveBeenCalled();
  });

  it("puts a 422's field errors next to the fields and stays on the form", async () => {
    const { user, onSaved, onCreateFailed } = setup({
      'POST /api/widget': () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { code: 'Code is taken', other: 'Not a field' } },
      }),
    });
    await fillAndSave(user);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription('Code is taken'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onCreateFailed).not.toHaveBeenCalled();
  });

  it("shows a 403's message and stays on an edited form", async () => {
    const refused = () => ({ status: 403, body: { message: 'You may not change widgets.' } });
    const edit = setup({ 'PUT /api/widget/4': refused }, saved);
    expect(screen.getByRole('heading', { name: 'Edit Widget' })).toBeInTheDocument();
    await edit.user.type(screen.getByRole('textbox', { name: 'Code' }), '2');
    await edit.user.click(screen.getByRole('button', { name: 'Save' }));
    await edit.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You may not change widgets.')).toBeInTheDocument();
    expect(calls(edit.api, 'PUT /api/widget/4')).toHaveLength(1);
    expect(edit.onSaved).not.toHaveBeenCalled();
    expect(edit.onCreateFailed).not.toHaveBeenCalled();
  });

  it('lets the screen go back to the list after a create the form cannot fix', async () => {
    const { user, onSaved, onCreateFailed } = setup({
      'POST /api/widget': () => ({ status: 403, body: { message: 'You may not add widgets.' } }),
    });
    await fillAndSave(user);
    expect(await screen.findByText('You may not add widgets.')).toBeInTheDocument();
    await waitFor(() => expect(onCreateFailed).toHaveBeenCalledTimes(1));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps Save and Cancel disabled while saving', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const { user, onSaved } = setup({ 'POST /api/widget': () => new Promise((r) => (answer = r)) });
    await fillAndSave(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer({ status: 201, body: saved });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });
});
