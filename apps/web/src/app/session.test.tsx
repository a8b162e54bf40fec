import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_DATA_ID } from '../lib/server-rendered';
import { useSession } from '../lib/session';
import { makeUser, mockApi, signInAs } from '../testing/test-utils';
import { Providers } from './providers';

/** What each render showed, in order (the first one is what hydration compares with the HTML). */
let shown: string[] = [];

function Who() {
  const { user, loading } = useSession();
  const text = loading ? 'reading the session' : user ? `signed in as ${user.email}` : 'signed out';
  shown.push(text);
  return <p>{text}</p>;
}

const markServerRendered = () => {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = SERVER_DATA_ID;
  data.textContent = '{"queries":{"mutations":[],"queries":[]}}';
  document.body.append(data);
  return data;
};

beforeEach(() => {
  localStorage.clear();
  shown = [];
});
afterEach(() => {
  document.getElementById(SERVER_DATA_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('the session on a server-rendered page', () => {
  it('is rendered as "being read" on the server, whoever asks', () => {
    signInAs();
    vi.stubGlobal('document', undefined);
    try {
      expect(
        renderToString(
          <Providers>
            <Who />
          </Providers>,
        ),
      ).toContain('reading the session');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hydrates as "being read" too, then reads the stored token and signs the founder in', async () => {
    signInAs();
    markServerRendered();
    mockApi({ 'GET /api/get-user': () => ({ body: makeUser([], { email: 'amina@example.com' }) }) });
    render(
      <Providers>
        <Who />
      </Providers>,
    );
    expect(await screen.findByText('signed in as amina@example.com')).toBeInTheDocument();
    expect(shown[0]).toBe('reading the session');
  });

  it('ends as signed out for a visitor without a token', async () => {
    markServerRendered();
    mockApi({});
    render(
      <Providers>
        <Who />
      </Providers>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(shown[0]).toBe('reading the session');
  });

  it('reads the token in the first render of a page the browser renders itself', () => {
    mockApi({});
    render(
      <Providers>
        <Who />
      </Providers>,
    );
    expect(shown).toEqual(['signed out']);
  });
});
