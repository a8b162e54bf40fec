import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: the first render of an MUI screen
// in jsdom takes most of a second on the 2-core CI machine with two test files running at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
