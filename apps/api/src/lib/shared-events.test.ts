import { describe, expect, it } from 'vitest';
import { type AccessChange, createEventBus } from './events';
import { type SharedChannel, shareEvents } from './shared-events';

/** A channel in memory: what one instance notifies, every instance hears (its own message too). */
function memoryNetwork() {
  const listeners = new Set<(payload: string) => void>();
  const gaps = new Set<() => void>();
  const channel: SharedChannel = {
    notify: async (payload) => {
      for (const l of listeners) l(payload);
    },
    listen: async (onMessage, onGap) => {
      listeners.add(onMessage);
      gaps.add(onGap);
      return async () => {
        listeners.delete(onMessage);
      };
    },
  };
  const gap = () => {
    for (const g of gaps) g();
  };
  return { channel, gap };
}

async function instance(channel: SharedChannel) {
  const { bus } = await shareEvents(createEventBus(), channel, (err) => {
    throw err;
  });
  const heard = { live: [] as string[], access: [] as AccessChange[], publicChanges: 0 };
  bus.subscribe((e) => heard.live.push(e.type));
  bus.onAccessChanged((c) => heard.access.push(c));
  bus.onPublicChanged(() => {
    heard.publicChanges++;
  });
  return { bus, heard };
}

describe('shareEvents', () => {
  it("hands each instance's events, access changes and public changes to the others, once each", async () => {
    const net = memoryNetwork();
    const a = await instance(net.channel);
    const b = await instance(net.channel);
    a.bus.publish({ type: 'contact.created', id: 1, subject: 'Hi', sender: null });
    a.bus.accessChanged({ userIds: [7] });
    a.bus.publicChanged();
    await new Promise((r) => setTimeout(r, 0));
    for (const side of [a, b]) {
      expect(side.heard.live).toEqual(['contact.created']);
      expect(side.heard.access).toEqual([{ userIds: [7] }]);
      expect(side.heard.publicChanges).toBe(1);
    }
  });

  it('assumes the worst after a gap in the connection: public cache emptied, every access re-checked', async () => {
    const net = memoryNetwork();
    const a = await instance(net.channel);
    net.gap();
    expect(a.heard.publicChanges).toBe(1);
    expect(a.heard.access).toEqual([{ all: true }]);
  });
});
