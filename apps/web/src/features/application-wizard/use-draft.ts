import { useCallback, useEffect, useRef, useState } from 'react';

/** A draft kept in the browser: what was typed, and when. */
export type StoredDraft<T> = { values: T; savedAt: string };

export type Draft<T> = {
  /** A draft from an earlier visit that differs from what the server holds, offered for restore. */
  offered: StoredDraft<T> | null;
  /** Take the offered draft (the caller puts its values into the form). */
  restore: () => T | null;
  /** Drop the offered draft and keep the server's values. */
  discard: () => void;
  /** Forget the draft: after a successful save. */
  clear: () => void;
};

const PREFIX = 'portal-draft:';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function read<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

function write<T>(key: string, values: T) {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // A full or blocked storage loses only the draft, never the form.
  }
}

const remove = (key: string) => {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // ignore
  }
};

/**
 * Forgets every draft in this browser: at sign-out, so that the next person on a shared phone
 * finds none of it. (An expired session keeps them: signing in again offers the restore.)
 */
export function clearAllDrafts() {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // storage blocked: there is nothing stored either
  }
}

/**
 * Keeps an unsaved form in local storage so that a reload or a dropped connection loses nothing
 * (issue 4). `baseline` is what the server holds; once `ready`, a stored draft that differs from
 * it is offered, and from then on every change that differs from it is written at once
 * (synchronously, so a reload a moment later still finds it).
 */
export function useDraft<T>({
  key,
  values,
  baseline,
  ready,
}: {
  key: string;
  values: T;
  baseline: T;
  ready: boolean;
}): Draft<T> {
  const [offered, setOffered] = useState<StoredDraft<T> | null>(null);
  const [decided, setDecided] = useState(false);
  const checked = useRef(false);

  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    const stored = read<T>(key);
    if (stored && !same(stored.values, baseline)) setOffered(stored);
    else {
      remove(key);
      setDecided(true);
    }
  }, [ready, key, baseline]);

  useEffect(() => {
    // Until the offer is answered, the stored draft must not be overwritten by the server's values.
    if (!ready || !decided) return;
    if (same(values, baseline)) remove(key);
    else write(key, values);
  }, [ready, decided, key, values, baseline]);

  const restore = useCallback(() => {
    const values = offered?.values ?? null;
    setOffered(null);
    setDecided(true);
    return values;
  }, [offered]);
  const discard = useCallback(() => {
    remove(key);
    setOffered(null);
    setDecided(true);
  }, [key]);
  const clear = useCallback(() => remove(key), [key]);

  return { offered, restore, discard, clear };
}
