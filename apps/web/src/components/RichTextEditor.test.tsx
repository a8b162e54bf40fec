import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, mockApi, renderRoutes } from '../app/test-utils';
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
    const { container } = renderRoutes([{ path: '/', element: <RichTextEditor value="" onChange={() => {}} /> }]);
    await screen.findByRole('textbox');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, png('broken.png'));
    expect(await screen.findByText("Couldn't upload file: broken.png")).toBeInTheDocument();
    await waitFor(() => expect(calls(api, 'POST /api/image-upload')).toHaveLength(1));
    const [[, init]] = calls(api, 'POST /api/image-upload') as [[string, RequestInit]];
    expect((init.body as FormData).get('upload')).toBeInstanceOf(File);
  });
});
