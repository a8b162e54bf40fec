import { MSG } from '@portal/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, mockApi, renderRoutes } from '../testing/test-utils';
import { RichTextEditor } from './RichTextEditor';

// Node resolves mui-tiptap to its CommonJS build, which pulls a second copy of ProseMirror next to
// the ES modules of @tiptap/starter-kit ("Adding different instances of a keyed plugin"). Browsers
// (Vite) take its ES build; so do these tests. Cleaner: `test.server.deps.inline: ['mui-tiptap']`.
vi.mock('mui-tiptap', () => import('../../../../node_modules/mui-tiptap/dist/esm/index.js'));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

describe('RichTextEditor', () => {
  it('shows its content, label and helper text', async () => {
    mockApi({});
    renderRoutes([
      {
        path: '/',
        element: (
          <RichTextEditor value="<p>Hello</p>" onChange={() => {}} label="Bio" error helperText="Kindly add a bio" />
        ),
      },
    ]);
    const box = await screen.findByRole('textbox', { name: 'Bio' });
    expect(box).toHaveTextContent('Hello');
    expect(box).toHaveAccessibleDescription('Kindly add a bio');
    expect(screen.getByRole('button', { name: /bold/i })).toBeInTheDocument();
  });

  it('uploads images through /api/image-upload and says which file failed', async () => {
    const api = mockApi({
      'POST /api/image-upload': () => ({ status: 422, body: { message: 'The file is not an image.' } }),
    });
    const user = userEvent.setup();
    const { container } = renderRoutes([
      { path: '/', element: <RichTextEditor value="" onChange={() => {}} images /> },
    ]);
    await screen.findByRole('textbox');
    expect(screen.getByRole('button', { name: 'Insert image' })).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, png('broken.png'));
    expect(await screen.findByText("Couldn't upload file: broken.png")).toBeInTheDocument();
    await waitFor(() => expect(calls(api, 'POST /api/image-upload')).toHaveLength(1));
    const [[, init]] = calls(api, 'POST /api/image-upload') as [[string, RequestInit]];
    expect((init.body as FormData).get('upload')).toBeInstanceOf(File);
  });

  it("shows the server's message once the hourly upload quota is spent", async () => {
    mockApi({
      'POST /api/image-upload': () => ({ status: 429, body: { message: MSG.tooManyImageUploads } }),
    });
    const user = userEvent.setup();
    const { container } = renderRoutes([
      { path: '/', element: <RichTextEditor value="" onChange={() => {}} images /> },
    ]);
    await screen.findByRole('textbox');
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, png('one.png'));
    expect(await screen.findByText(MSG.tooManyImageUploads)).toBeInTheDocument();
  });

  it('offers no image upload unless asked: no button, and a pasted picture is not uploaded', async () => {
    const api = mockApi({ 'POST /api/image-upload': () => ({ body: { url: '/storage/editor_images/a.webp' } }) });
    const onChange = vi.fn();
    const { container } = renderRoutes([
      { path: '/', element: <RichTextEditor value="<p>Hello</p>" onChange={onChange} label="Bio" /> },
    ]);
    const box = await screen.findByRole('textbox', { name: 'Bio' });
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toBeNull();
    const pasted = withFiles(new Event('paste', { bubbles: true, cancelable: true }), 'clipboardData');
    box.dispatchEvent(pasted);
    // Swallowed, not left to the browser. (A drop takes the same path, but ProseMirror first asks
    // where it landed, which jsdom cannot answer: no layout.)
    expect(pasted.defaultPrevented).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(api, 'POST /api/image-upload')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a pasted picture when asked to take images', async () => {
    const api = mockApi({ 'POST /api/image-upload': () => ({ body: { url: '/storage/editor_images/a.webp' } }) });
    renderRoutes([{ path: '/', element: <RichTextEditor value="" onChange={() => {}} label="Bio" images /> }]);
    const box = await screen.findByRole('textbox', { name: 'Bio' });
    box.dispatchEvent(withFiles(new Event('paste', { bubbles: true, cancelable: true }), 'clipboardData'));
    await waitFor(() => expect(calls(api, 'POST /api/image-upload')).toHaveLength(1));
  });
});

/** A paste or drop event carrying one PNG (jsdom has no DataTransfer). */
function withFiles(event: Event, key: 'clipboardData' | 'dataTransfer') {
  const transfer = { files: [png('photo.png')], types: ['Files'], getData: () => '' };
  Object.defineProperty(event, key, { value: transfer });
  return event;
}
