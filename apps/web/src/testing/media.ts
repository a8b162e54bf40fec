/**
 * jsdom has no matchMedia, so MUI's useMediaQuery answers false (narrow: cards). `useWideScreen()`
 * makes every min-width query match (desktop: tables), `useNarrowScreen()` every max-width query.
 */
function stub(matches: (query: string) => boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export const useWideScreen = () => stub((q) => q.includes('min-width'));
export const useNarrowScreen = () => stub((q) => q.includes('max-width'));
