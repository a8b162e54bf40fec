import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/Loading';
import { useSession } from '../lib/session';

/** Where staff set up two-step sign-in when the System Admin requires it (the only screen open until then). */
const SETUP_PATH = '/profile';

/**
 * Signed-in routes: a spinner while the session loads, then the page or a trip home (spec 1 §2.1).
 * Staff whom the System Admin requires to use two-step sign-in go to their profile until it is on
 * (the API refuses their staff calls meanwhile too).
 */
export function RequireAuth() {
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  if (loading) return <Loading label="Checking your session" />;
  if (!user) return <Navigate to="/" replace />;
  if (user.two_factor.setup_required && pathname !== SETUP_PATH) return <Navigate to={SETUP_PATH} replace />;
  return <Outlet />;
}
