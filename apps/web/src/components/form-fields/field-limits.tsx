import { maxLengthsOf } from '@portal/contract/field-limits';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ZodType } from 'zod';

const FieldLimitsContext = createContext<Readonly<Record<string, number>>>({});

/**
 * Gives the text fields inside a form the limits of its schema: each then shows a live
 * "n / max" counter (FormTextField) instead of silently cutting what is typed.
 */
export function FieldLimits({ schema, children }: { schema: ZodType; children: ReactNode }) {
  const limits = useMemo(() => maxLengthsOf(schema), [schema]);
  return <FieldLimitsContext.Provider value={limits}>{children}</FieldLimitsContext.Provider>;
}

/** The limit of a form field by its name (`venture_team_members.2.role` reads `venture_team_members.role`). */
export function useFieldLimit(name: string): number | undefined {
  const limits = useContext(FieldLimitsContext);
  return limits[name.replace(/\.\d+(?=\.|$)/g, '')];
}
