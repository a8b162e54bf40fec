import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@portal/contract/live';
import type { AccessChange, EventBus } from './events';

/** What travels between instances: one of the bus's three kinds, and who sent it. */
type Message =
  | { from: string; kind: 'live'; event: LiveEvent }
  | { from: string; kind: 'access'; change: AccessChange }
  | { from: string; kind: 'public' };

/** A channel every instance on the database hears (PostgreSQL LISTEN/NOTIFY, db/client.ts). */
export interface SharedChannel {
  notify(payload: string): Promise<void>;
  /**
   * Calls `onMessage` for every payload notified by any instance, this one's included; `onGap`
   * after the connection was lost and is back (messages of the gap may be lost).
   */
  listen(onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

/**
 * The bus of this instance, shared with the others: what is published here reaches the local
 * listeners at once, as before, and the other instances through `channel`; what they publish
 * reaches the local listeners. After a gap in the connection, what may have been missed is assumed:
 * the public cache is emptied and every live socket's access re-checked.
 */
export async function shareEvents(
  bus: EventBus,
  channel: SharedChannel,
  onError: (err: unknown) => void,
): Promise<{ bus: EventBus; stop: () => Promise<void> }> {
  const me = randomUUID();
  const send = (message: Message) => {
    channel.notify(JSON.stringify(message)).catch(onError);
  };
  const stop = await channel.listen(
    (payload) => {
      let message: Message;
      try {
        message = JSON.parse(payload) as Message;
      } catch (err) {
        onError(err);
        return;
      }
      if (message.from === me) return;
      if (message.kind === 'live') bus.publish(message.event);
      else if (message.kind === 'access') bus.accessChanged(message.change);
      else if (message.kind === 'public') bus.publicChanged();
    },
    () => {
      bus.publicChanged();
      bus.accessChanged({ all: true });
    },
  );
  const shared: EventBus = {
    ...bus,
    publish(event) {
      bus.publish(event);
      send({ from: me, kind: 'live', event });
    },
    accessChanged(change) {
      bus.accessChanged(change);
      send({ from: me, kind: 'access', change });
    },
    publicChanged() {
      bus.publicChanged();
      send({ from: me, kind: 'public' });
    },
  };
  return { bus: shared, stop };
}
