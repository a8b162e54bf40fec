import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { AdminPage } from './AdminPage';
import { allowed } from './Can';
import { Loading } from './Loading';
import { NoAccess } from './NoAccess';

type RequirePermissionProps = {
  /** The screen opens for a user holding any one of these. */
  anyOf: readonly string[];
  /** The screen; none when it is the child route (the gate as a route `element`, app/router.tsx). */
  children?: ReactNode;
};

/**
 * The permission gate of a signed-in screen, in the admin page frame: the screen for a user who
 * holds one of `anyOf`, the no-access screen otherwise. While the session is being read it shows
 * the spinner, never a flash of no-access (signing out is RequireAuth's, app/RequireAuth.tsx).
 */
export function RequirePermission({ anyOf, children }: RequirePermissionProps) {
  const { can, loading } = useSession();
  if (loading) return <Loading />;
  return <AdminPage>{allowed(can, undefined, anyOf) ? (children ?? <Outlet />) : <NoAccess />}</AdminPage>;
}
