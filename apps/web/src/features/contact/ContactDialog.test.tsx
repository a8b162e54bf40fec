import { MSG } from '@portal/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, mockApi, renderRoutes } from '../../testing/test-utils';
import ContactDialog from './ContactDialog';

// The real editor needs a browser layout engine; a textarea stands in for it here.
vi.mock('../../components/RichTextEditor', () => ({
  RichTextEditor: (p: {
    value: string;
    onChange(v: string): void;
    label?: string;
    helperText?: string;
    images?: boolean;
  }) => (
    <label>
      {p.label}
      <textarea data-images={p.images ? 'on' : 'off'} value={p.value} onChange={(e) => p.onChange(e.target.value)} />
      {p.helperText && <span>{p.helperText}</span>}
    </label>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

describe('contact popup', () => {
  it('keeps Send disabled until valid, sends and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const api = mockApi({ 'POST /api/contact-us': () => ({ status: 201, body: { message: MSG.contactSent } }) });
    renderRoutes([{ path: '/', element: <ContactDialog open onClose={onClose} /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText(/Subject/), 'Question');
    // No pictures in a message: an upload is public at once.
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAttribute('data-images', 'off');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), '<p>x</p>');
    await user.clear(screen.getByRole('textbox', { name: /^Message/ }));
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), '<p></p>');
    expect(await screen.findByText(MSG.contactMessageEmpty)).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: /^Message/ }));
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), '<p>Hello</p>');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText(MSG.contactSent)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [, init] = calls(api, 'POST /api/contact-us')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ subject: 'Question', message: '<p>Hello</p>' });
    expect(dialog).toBeInTheDocument();
  });

  it('says the message failed', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/contact-us': () => ({ status: 500, body: { message: 'x' } }) });
    renderRoutes([{ path: '/', element: <ContactDialog open onClose={() => {}} /> }]);
    await user.type(await screen.findByLabelText(/Subject/), 'Question');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MSG.contactFailed)).toBeInTheDocument();
  });

  it("shows the server's message when too many were sent, and keeps the dialog open with the text", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    mockApi({ 'POST /api/contact-us': () => ({ status: 429, body: { message: MSG.tooManyContactMessages } }) });
    renderRoutes([{ path: '/', element: <ContactDialog open onClose={onClose} /> }]);
    await user.type(await screen.findByLabelText(/Subject/), 'Question');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MSG.tooManyContactMessages)).toBeInTheDocument();
    expect(screen.queryByText(MSG.contactFailed)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Hello');
  });
});
