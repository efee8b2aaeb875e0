import { createTheme } from '@mui/material/styles';

/**
 * Earthy palette: forest green for actions, soil ochre as accent, warm paper background.
 * The greens keep at least 4.5:1 contrast with white text (WCAG AA) on buttons and the app bar.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#2f5d3a', light: '#4f7f57', dark: '#1f4128', contrastText: '#ffffff' },
    secondary: { main: '#8a5a2b', light: '#b07f4c', dark: '#5f3d1b', contrastText: '#ffffff' },
    background: { default: '#f6f4ee', paper: '#ffffff' },
    text: { primary: '#1f2a22', secondary: '#4a5a4e' },
    divider: 'rgba(31, 42, 34, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontWeight: 650 },
    h4: { fontWeight: 650 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14 } },
    },
  },
});
