import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { richTextEditorLoading } from './src/components/LazyRichTextEditor';
import { theme } from './src/components/theme';
import { setUploadSender } from './src/lib/upload-progress';
import { listen, server } from './src/testing/server';
// The translations (English), as the app's providers load them.
import './src/lib/i18n/i18n';

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: the first render of an MUI screen
// in jsdom takes most of a second on the 2-core CI machine with two test files running at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom's XMLHttpRequest cannot hand a jsdom File to the mock API: uploads go with fetch here
// (the dialog's progress is driven through its observer in UploadDialog.test.tsx).
setUploadSender(null);

// The mock API (src/testing/server.ts): each test's answers (mockApi) end with the test.
beforeAll(() => listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A test that showed the lazy rich-text editor may end before its chunk (tiptap) has loaded; the
// import must not outlive the file's environment (Vitest fails the run on an import after teardown).
afterAll(() => richTextEditorLoading()?.catch(() => undefined), 60_000);

// No animations in component tests: a dialog still fading out hides the rest of the screen from
// role queries (aria-hidden), so a test would race the fade (MUI reads these at every render).
Object.assign(theme.transitions.duration, {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
});
