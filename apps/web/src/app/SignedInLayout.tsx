import { useSession } from '../lib/session';
import { ConsoleLayout } from './console/ConsoleLayout';
import { consoleHome } from './console/console-nav';
import { SiteLayout } from './layouts';

/**
 * The signed-in screens' frame: the staff console for anyone with a staff screen, the public site's
 * header and footer for founders (their Profile, their application). Loaded with the first signed-in
 * screen, so that the console's code stays out of the public pages.
 */
export default function SignedInLayout() {
  const { can } = useSession();
  return consoleHome(can) ? <ConsoleLayout /> : <SiteLayout />;
}
