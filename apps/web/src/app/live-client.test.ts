import { LIVE_CLOSE } from '@portal/contract/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, liveUrl, startLiveClient } from './live-client';

/** A WebSocket stand-in the test drives: open it, hand it messages, close it with a code. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeSocket[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // driven by the test
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const last = () => FakeSocket.all.at(-1)!;

function start(overrides: Partial<Parameters<typeof startLiveClient>[0]> = {}) {
  const calls = { events: [] as unknown[], ready: [] as boolean[], unauthenticated: 0 };
  const client = startLiveClient({
    url: 'ws://portal.test/api/live',
    getToken: () => 'secret-token',
    onEvent: (e) => calls.events.push(e),
    onReady: ({ reconnected }) => calls.ready.push(reconnected),
    onUnauthenticated: () => {
      calls.unauthenticated += 1;
    },
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 0.5,
    ...overrides,
  });
  return { client, calls };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live client', () => {
  it('builds the socket address from the page, wss on https, never with the token', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/live');
    expect(liveUrl({ protocol: 'https:', host: 'portal.example' })).toBe('wss://portal.example/api/live');
  });

  it('sends the token as its first message, then hands over the events', () => {
    const { calls } = start();
    const ws = last();
    expect(ws.url).toBe('ws://portal.test/api/live');
    expect(ws.url).not.toContain('secret');
    ws.open();
    expect(ws.sent).toEqual([JSON.stringify({ type: 'auth', token: 'secret-token' })]);
    ws.receive({ type: 'ready', topics: ['contact'] });
    expect(calls.ready).toEqual([false]);
    ws.receive({ type: 'contact.created', id: 4, subject: 'Hi', sender: 'Amina' });
    expect(calls.events).toEqual([{ type: 'contact.created', id: 4, subject: 'Hi', sender: 'Amina' }]);
  });

  it('reconnects after a drop with a growing delay, and says so once accepted again', () => {
    const { calls } = start();
    last().open();
    last().receive({ type: 'ready', topics: ['contact'] });
    last().drop(1006);
    expect(FakeSocket.all).toHaveLength(1);
    // random 0.5: 3/4 of each step (1 s, 2 s, 4 s ...)
    vi.advanceTimersByTime(749);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop(1006); // the server is still down
    vi.advanceTimersByTime(1499);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().receive({ type: 'ready', topics: ['contact'] });
    expect(calls.ready).toEqual([false, true]);
    // accepted again: the next drop starts from the first step
    last().drop(1001);
    vi.advanceTimersByTime(750);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('tries again at once when the browser comes back online', () => {
    start();
    last().drop(1006);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops for good on a refused token, and says so', () => {
    const { calls } = start();
    last().open();
    last().drop(LIVE_CLOSE.unauthenticated);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(calls.unauthenticated).toBe(1);
  });

  it('stops when the user has no live topic any more', () => {
    const { calls } = start();
    last().drop(LIVE_CLOSE.forbidden);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(calls.unauthenticated).toBe(0);
  });

  it('closes the socket on stop and never reconnects', () => {
    const { client } = start();
    last().open();
    client.stop();
    expect(last().closedWith).toBe(1000);
    last().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('does not connect without a token', () => {
    start({ getToken: () => null });
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('caps the back-off at the maximum', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(10, 1000, 30_000, () => 0)).toBe(15_000);
  });
});
