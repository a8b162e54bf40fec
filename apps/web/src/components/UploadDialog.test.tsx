import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';
import { activeUpload } from '../lib/upload-progress';
import { mockApi, renderRoutes } from '../testing/test-utils';
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
