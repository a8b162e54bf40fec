import type { LiveEvent } from '@portal/contract/live';

export type EventListener = (event: LiveEvent) => void;

/**
 * The in-process event bus: services publish what happened after their transaction committed;
 * the live module (`modules/live`) relays it to the WebSockets allowed to hear it.
 *
 * With PostgreSQL, `shareEvents` (lib/shared-events.ts) carries everything published here to the
 * other instances on the same database and hands theirs to the local listeners.
 */
export type EventBus = {
  publish(event: LiveEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  /**
   * Some accounts' access may have changed (their roles, their active flag, the account deleted),
   * or everyone's (a role's permissions): published after the commit, never sent to any client.
   * The live module re-checks the affected sockets at once instead of at its next periodic check.
   */
  accessChanged(change: AccessChange): void;
  /** Returns the unsubscribe function. */
  onAccessChanged(listener: AccessListener): () => void;
  /** A write may have changed what the public sees: every instance empties its public cache. */
  publicChanged(): void;
  /** Returns the unsubscribe function. */
  onPublicChanged(listener: () => void): () => void;
};

/** Whose access to re-check: these accounts, or every one. */
export type AccessChange = { userIds: readonly number[] } | { all: true };
export type AccessListener = (change: AccessChange) => void;

/** A set of listeners; a listener's failure never fails the request that published. */
function channel<T>(onListenerError?: (err: unknown) => void) {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T) {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (err) {
          onListenerError?.(err);
        }
      }
    },
    listen(listener: (value: T) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function createEventBus(onListenerError?: (err: unknown) => void): EventBus {
  const live = channel<LiveEvent>(onListenerError);
  const access = channel<AccessChange>(onListenerError);
  const publicView = channel<undefined>(onListenerError);
  return {
    publish: live.emit,
    subscribe: live.listen,
    accessChanged: access.emit,
    onAccessChanged: access.listen,
    publicChanged: () => publicView.emit(undefined),
    onPublicChanged: (listener) => publicView.listen(listener),
  };
}
