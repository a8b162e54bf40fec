import useMediaQuery from '@mui/material/useMediaQuery';
import { firstRenderIsShared } from './server-rendered';

/**
 * MUI's `useMediaQuery`, measured in the first render when the browser renders the page itself,
 * and after it when the page came from the server (the server can't know the screen: it renders the
 * phone layout, and hydration must render the same before it adapts).
 */
export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, { noSsr: !firstRenderIsShared() });
}
