import { useState } from 'react';

/** Views of an admin area, switched by state, not by route (spec 3 §2, §4); edit is create with a record. */
export type AdminView<T> =
  | { mode: 'list' }
  | { mode: 'form'; record?: T; from: 'list' | 'show' }
  | { mode: 'show'; id: number; initial?: T };

export function useAdminViews<T extends { id: number }>() {
  const [view, setView] = useState<AdminView<T>>({ mode: 'list' });
  return {
    view,
    toList: () => setView({ mode: 'list' }),
    toCreate: () => setView({ mode: 'form', from: 'list' }),
    toEdit: (record: T, from: 'list' | 'show' = 'list') => setView({ mode: 'form', record, from }),
    toShow: (record: T) => setView({ mode: 'show', id: record.id, initial: record }),
    /** Leaving a form (saved or cancelled): back where it was opened from. */
    leaveForm: (saved?: T) => {
      if (view.mode === 'form' && view.from === 'show') {
        const record = saved ?? view.record;
        if (record) return setView({ mode: 'show', id: record.id, initial: record });
      }
      setView({ mode: 'list' });
    },
  };
}
