import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { isApplicant } from '../application-wizard';

// Only founders need it: a visitor's home page does not download it.
const MyApplicationCard = lazy(() => import('./MyApplicationCard'));

/**
 * The card's place on the home page. The server renders the page signed out and the session is
 * read after hydration, so the first render is empty for everyone (no hydration mismatch).
 */
export function MyApplicationSection() {
  const { user } = useSession();
  if (!isApplicant(user)) return null;
  return (
    <Suspense fallback={null}>
      <MyApplicationCard />
    </Suspense>
  );
}
