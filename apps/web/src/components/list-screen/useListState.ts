import { useCallback, useMemo, useState } from 'react';
import type { ListState } from './types';

/**
 * Page and search mode of a list. Hold it in the screen (above the list | form | show switch) so
 * that coming back from a form or a detail view lands on the same page and search.
 */
export function useListState(initial?: { page?: number; search?: string }): ListState {
  const [page, setPage] = useState(initial?.page ?? 1);
  const [search, setSearch] = useState<string | undefined>(initial?.search);
  const runSearch = useCallback((term: string) => {
    const t = term.trim();
    if (!t) return;
    setSearch(t);
    setPage(1);
  }, []);
  const reset = useCallback(() => {
    setSearch(undefined);
    setPage(1);
  }, []);
  return useMemo(() => ({ page, search, setPage, runSearch, reset }), [page, search, runSearch, reset]);
}
