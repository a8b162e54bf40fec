import { Navigate, Outlet } from 'react-router';
import { Loading } from '../components/Loading';
import { useSession } from '../lib/session';

/** Signed-in routes: a spinner while the session loads, then the page or a trip home (spec 1 §2.1). */
export function RequireAuth() {
  const { user, loading } = useSession();
  if (loading) return <Loading label="Checking your session" />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
