import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../lib/http';
import { fingerprintOf } from '../lib/resumable-upload';
import { activeUpload } from '../lib/upload-progress';
import { makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { pickedFile, tusServer } from '../testing/tus-server';
import { accepts, describeAccept, formatBytes, UploadDialog } from './UploadDialog';

const png = (name = 'photo.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  localStorage.clear();
  mockApi({});
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(onUpload: (files: File[]) => Promise<void>, onClose = vi.fn()) {
  renderRoutes([
    {
      path: '/',
      element: (
        <UploadDialog open title="Upload Pic" accept="image/*" maxBytes={5000} onUpload={onUpload} onClose={onClose} />
      ),
    },
  ]);
  return onClose;
}

describe('UploadDialog', () => {
  it('asks for a file, refuses big or wrong files, previews images and uploads', async () => {
    const onUpload = vi.fn(async () => {});
    const user = userEvent.setup({ applyAccept: false });
    const onClose = renderDialog(onUpload);
    expect(await screen.findByRole('dialog', { name: 'Upload Pic' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kindly Select a File');
    expect(onUpload).not.toHaveBeenCalled();

    const input = screen.getByLabelText(/choose a file/i);
    // jsdom cannot decode pictures: one over the limit stays over it and is refused at once.
    await user.upload(input, png('huge.png', 6000));
    expect(await screen.findByText(/^huge\.png: /)).toHaveTextContent(
      'huge.png: The file is too large. The limit is 5 KB',
    );

    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/cv\.pdf/)).toHaveTextContent('This type of file is not allowed: cv.pdf');

    await user.upload(input, png());
    expect(await screen.findByText('photo.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('img[src="blob:preview"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUpload).toHaveBeenCalledWith([expect.objectContaining({ name: 'photo.png' })]);
  });

  it('makes a picture over the limit fit before listing it, and uploads the smaller one', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() })),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext() {
          return { drawImage: vi.fn() };
        }
        async convertToBlob(options: { type: string }) {
          return new Blob([new Uint8Array(3000)], { type: options.type });
        }
      },
    );
    const onUpload = vi.fn(async () => {});
    const user = userEvent.setup();
    renderDialog(onUpload);
    await user.upload(await screen.findByLabelText(/choose a file/i), png('camera.png', 9000));
    expect(await screen.findByText('camera.webp')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalled());
    const [[sent]] = onUpload.mock.calls as unknown as [[File[]]];
    expect(sent[0]).toMatchObject({ name: 'camera.webp', type: 'image/webp', size: 3000 });
  });

  it('shows the bytes sent as a progress bar, and Cancel stops the upload, keeps the file and offers Retry', async () => {
    let signal: AbortSignal | undefined;
    const onUpload = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          // What lib/http.ts does for a form sent while the dialog watches.
          const upload = activeUpload()!;
          signal = upload.signal;
          upload.onProgress(2500, 10000);
          signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    );
    const user = userEvent.setup();
    const onClose = renderDialog(onUpload);
    await user.upload(await screen.findByLabelText(/choose a file/i), png());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% · 2 KB of 10 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload was cancelled.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onUpload).toHaveBeenCalledTimes(2);
  });

  it('a large upload resumed after a reload shows the bytes the server already has at once', async () => {
    const MB = 1024 * 1024;
    signInAs('t1');
    mockApi({ 'GET /api/get-user': () => ({ body: makeUser() }) });
    const file = pickedFile('cr12.pdf', 5 * MB, 'application/pdf');
    let release = () => {};
    const held = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    // The server has 3 MB of her earlier attempt, and takes the rest only when the test says so.
    const tus = tusServer({ patch: () => held, complete: () => ({ status: 200, body: { id: 1 } }) });
    const metadata = { target: 'venture:CR12', filename: 'cr12.pdf', filetype: 'application/pdf' };
    tus.uploads.set('old', { length: 5 * MB, metadata, owner: 'Bearer t1', bytes: new Uint8Array(3 * MB) });
    localStorage.setItem(
      `tus::${fingerprintOf({ target: 'venture:CR12', file })}::1`,
      JSON.stringify({ size: 5 * MB, metadata, creationTime: new Date().toString(), uploadUrl: '/api/uploads/old' }),
    );
    const onClose = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: (
          <UploadDialog
            open
            title="Upload CR12 Certificate"
            accept=".pdf,application/pdf"
            maxBytes={10 * MB}
            onUpload={async ([picked]) => {
              const form = new FormData();
              form.append('files', picked!);
              await http('POST', '/api/venture', { query: { type: 'CR12' }, form });
            }}
            onClose={onClose}
          />
        ),
      },
    ]);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/choose a file/i), file);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('60% · 3 MB of 5 MB')).toBeInTheDocument();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(tus.calls.map((c) => c.method)).toEqual(['HEAD', 'PATCH']);
  });

  it('stays open with the reason when the upload fails', async () => {
    const onUpload = vi.fn(async () => {
      throw new ApiError('The file is not an image.', 422);
    });
    const user = userEvent.setup();
    const onClose = renderDialog(onUpload);
    await user.upload(await screen.findByLabelText(/choose a file/i), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not an image.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a lost connection as such, and Retry sends again', async () => {
    const onUpload = vi
      .fn<(files: File[]) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError('An Error Occurred', 0))
      .mockResolvedValueOnce();
    const user = userEvent.setup();
    const onClose = renderDialog(onUpload);
    await user.upload(await screen.findByLabelText(/choose a file/i), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection was lost. Choose Retry when you are back online: a large file goes on from where it stopped.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUpload).toHaveBeenCalledTimes(2);
  });
});

describe('upload helpers', () => {
  it('names each accepted kind once, as people read it', () => {
    expect(describeAccept('.pdf,application/pdf,image/*')).toBe('PDF, Images');
    expect(describeAccept('video/*')).toBe('Videos');
    expect(describeAccept('image/*')).toBe('Images');
  });

  it('matches accept lists and prints sizes', () => {
    expect(accepts('image/*', png())).toBe(true);
    expect(accepts('.pdf,image/*', new File([''], 'a.PDF'))).toBe(true);
    expect(accepts('image/*', new File([''], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});
