import { createTheme } from '@mui/material/styles';

/** System fonts only: the Content-Security-Policy forbids fetching web fonts. */
const fontFamily = [
  'Roboto',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const BRAND = {
  primary: '#6a1b9a',
  primaryDark: '#4a148c',
  secondary: '#d81b60',
  ink: '#1f1033',
  footer: '#2a0a3d',
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.primary, dark: BRAND.primaryDark, contrastText: '#fff' },
    // A darker magenta than #ec407a so that white text on it passes WCAG AA.
    secondary: { main: BRAND.secondary, contrastText: '#fff' },
    success: { main: '#2e7d32' },
    // MUI's #0288d1 gives white text 3.9:1; this blue gives 4.8:1 (WCAG AA).
    info: { main: '#0277bd', dark: '#01579b' },
    warning: { main: '#c2410c' },
    error: { main: '#c62828' },
    background: { default: '#faf7fc', paper: '#fff' },
    text: { primary: BRAND.ink },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': {
          outline: `3px solid ${BRAND.secondary}`,
          outlineOffset: 2,
        },
        '.skip-link': {
          position: 'absolute',
          left: -9999,
          top: 8,
          zIndex: 2000,
          padding: '8px 12px',
          background: '#fff',
          color: BRAND.primary,
          fontWeight: 700,
          borderRadius: 8,
        },
        '.skip-link:focus': { left: 16 },
      },
    },
    MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
  },
});
