import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One value of the address's query (`?tab=review`), so that a reload or a shared link returns to
 * the same place. Unknown values read as `fallback`. Setting the fallback removes the parameter;
 * `push` adds a history entry (opening a detail), otherwise the entry is replaced (switching tabs).
 * `also` changes other parameters in the same navigation (null removes one).
 */
export function useSearchParam<V extends string>(name: string, values: readonly V[], fallback: V) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value: V = raw !== null && (values as readonly string[]).includes(raw) ? (raw as V) : fallback;
  const set = useCallback(
    (next: V, opts: { push?: boolean; also?: Record<string, string | null> } = {}) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === fallback) out.delete(name);
          else out.set(name, next);
          for (const [k, v] of Object.entries(opts.also ?? {})) {
            if (v === null) out.delete(k);
            else out.set(k, v);
          }
          return out;
        },
        { replace: !opts.push, preventScrollReset: !opts.push },
      );
    },
    [name, fallback, setParams],
  );
  return [value, set] as const;
}
