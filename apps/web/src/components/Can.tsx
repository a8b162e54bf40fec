import type { ReactNode } from 'react';
import { useSession } from '../lib/session';

type CanProps = {
  /** Render the children when the user holds this permission. */
  permission?: string;
  /** ... or any one of these. */
  anyOf?: readonly string[];
  /** Rendered instead when the user may not (default: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
};

/** Hides what the user may not do (spec 3 §6: buttons without the matching permission are hidden). */
export function Can({ permission, anyOf, fallback = null, children }: CanProps) {
  const { can } = useSession();
  return <>{allowed(can, permission, anyOf) ? children : fallback}</>;
}

export function allowed(can: (p: string) => boolean, permission?: string, anyOf?: readonly string[]): boolean {
  if (permission && !can(permission)) return false;
  if (anyOf && anyOf.length > 0 && !anyOf.some((p) => can(p))) return false;
  return true;
}
