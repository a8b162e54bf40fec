import { MSG } from '@portal/contract/messages';
import type { Venture } from '@portal/contract/ventures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { venture } from '../../../testing/fixtures/wizard';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../../testing/test-utils';
import { useOwnerVenture } from '../api/owner-venture';
import { CertificateRow } from './CertificateRow';

/** The row as step 2 shows it: the venture read from the owner query, so that a delete refreshes it. */
function Row() {
  const owner = useOwnerVenture();
  if (!owner.data) return null;
  return <CertificateRow venture={owner.data.venture} field="cr12" onUploaded={() => {}} />;
}

function setup() {
  signInAs('secret-token');
  let stored: Venture = venture();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser([], { id: 1 }) }),
    'GET /api/venture': () => ({ body: { code: 1, venture: stored } }),
    'POST /api/venture': () => {
      stored = venture({ cr12: null });
      return { body: stored };
    },
    'GET /api/venture/7/documents/cr12': () => ({ body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } }),
  });
  const revoke = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:certificate', revokeObjectURL: revoke }));
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <Row /> }]);
  return { api, revoke, user };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CertificateRow', () => {
  it('shows a stored certificate fetched with the token, and frees it on close', async () => {
    const { user, api, revoke } = setup();
    await user.click(await screen.findByRole('button', { name: 'View CR12 Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'CR12 Certificate' });
    const frame = await within(dialog).findByTitle('CR12 Certificate');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:certificate/);
    const [[url, init]] = calls(api, 'GET /api/venture/7/documents/cr12') as [[string, RequestInit]];
    expect(url).toBe('/api/venture/7/documents/cr12');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret-token');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoke).toHaveBeenCalledWith('blob:certificate');
  });

  it('deletes after the confirmation, and offers the upload again', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'View CR12 Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'CR12 Certificate' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(MSG.confirmDeleteCertificate);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.certificateDeleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upload CR12 Certificate' })).toBeInTheDocument();
    const [[input, init]] = calls(api, 'POST /api/venture') as [[string, RequestInit]];
    expect(new URL(input, 'http://localhost').searchParams.get('type')).toBe('cr12Delete');
    expect(JSON.parse(String(init.body))).toEqual({ id: 7 });
  });
});
