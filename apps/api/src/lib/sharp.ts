/** sharp (libvips) is loaded with the first picture made or checked, not at every start. */
export const loadSharp = () => import('sharp').then((m) => m.default);
