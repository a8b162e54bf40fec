import type { SessionUser } from '@portal/contract/auth';
import { Navigate } from 'react-router';
import { Loading } from '../components/Loading';
import { useSession } from '../lib/session';

/** The landing page of a user: their first role's default page, or home (DESIGN.md "Domain rules"). */
export function landingPage(user: SessionUser | null): string {
  const page = user?.roles[0]?.default_page?.trim();
  // Only paths of this site: never an absolute or protocol-relative URL.
  if (!page || !page.startsWith('/') || page.startsWith('//')) return '/';
  return page;
}

/** `/redirector`: spinner, then the signed-in user's landing page; signed out, home. */
export default function RedirectorScreen() {
  const { user, loading } = useSession();
  if (loading) return <Loading label="Signing you in" minHeight="100vh" />;
  return <Navigate to={landingPage(user)} replace />;
}
