import type { LiveEvent } from '@portal/contract/live';

export type EventListener = (event: LiveEvent) => void;

/**
 * The in-process event bus: services publish what happened after their transaction committed;
 * the live module (`modules/live`) relays it to the WebSockets allowed to hear it.
 *
 * One process only. Several server instances would each hear only their own events: replace
 * `createEventBus` with one that publishes to a shared channel (Redis pub/sub, or PostgreSQL
 * LISTEN/NOTIFY) and calls the local listeners for every message received; nothing else changes.
 */
export type EventBus = {
  publish(event: LiveEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
};

export function createEventBus(onListenerError?: (err: unknown) => void): EventBus {
  const listeners = new Set<EventListener>();
  return {
    publish(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          // A listener's failure never fails the request that published.
          onListenerError?.(err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
