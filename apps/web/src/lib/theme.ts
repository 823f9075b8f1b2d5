import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** Brand navy: 11.9:1 against white, so white text on it and it as text both pass WCAG AA with room. */
const navy = '#1b3a5c';
/** Focus ring colour: 3:1 or more against white, the page background and the navy header alike. */
export const focusRing = '#e8a317';

const systemFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/** Field outlines at 3:1 or more against white (WCAG 1.4.11); MUI's default grey is about 1.7:1. */
const fieldOutline = '#7b8088';

const ring = { outline: `3px solid ${focusRing}`, outlineOffset: 2 } as const;

/**
 * How MUI's fields notice the browser's autofill (an animation starts), which floats their label over the filled value.
 * MUI's fields each inject its keyframes as global styles of their own, a style element per field (two dozen on the
 * registration form, each a style change to apply at hydration); the baseline carries them once instead (MUI's
 * `disableInjectingGlobalStyles`, issue 8), with the animation that each field's input names.
 */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';
const autofillKeyframes = {
  // Not empty, as MUI's own, or emotion drops them from a production build; the property is ignored inside keyframes.
  [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
  [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
};
const autofillDetection = {
  animationName: AUTOFILL_CANCEL,
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
};

const options: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: navy, contrastText: '#ffffff' },
    secondary: { main: '#7a3e00', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1e6b35' },
    // Disabled fields stay readable (about 6:1): a contact who may not edit still reads the business details.
    text: { primary: '#1a1c1e', secondary: '#4a5058', disabled: '#5c6370' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  typography: {
    fontFamily: systemFont,
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ...autofillKeyframes,
        // One visible ring for everything focusable by keyboard (WCAG 2.4.7 / 2.4.11).
        ':focus-visible': ring,
        'a:focus-visible': ring,
        '@media (prefers-reduced-motion: reduce)': {
          // Transitions only: spinners must keep turning, or a loading state looks frozen.
          '*, *::before, *::after': { transitionDuration: '0.01ms !important' },
        },
      },
    },
    // No ripple (its code is stubbed out of the build, vite.config.ts): a press darkens what was pressed at once, which
    // also holds with reduced motion.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: { '&.Mui-focusVisible': ring, '&:active:not(.Mui-disabled)': { filter: 'brightness(0.9)' } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Right to left (Arabic), what MUI places for left to right (here, below and in InputLabel, OutlinedInput and
      // TextField) takes the other side: a button's icon, a field's floating label and its notch. A page's <html dir>
      // says which (issue 22); MUI's right-to-left stylis plugin would cost Arabic's first visit several KB.
      styleOverrides: {
        startIcon: { '[dir="rtl"] &': { marginLeft: 8, marginRight: -4 } },
        endIcon: { '[dir="rtl"] &': { marginLeft: -4, marginRight: 8 } },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: { '[dir="rtl"] &': { left: 'auto', right: 0, transformOrigin: 'top right' } },
        outlined: {
          '[dir="rtl"] &': { transform: 'translate(-14px, 16px) scale(1)' },
          '[dir="rtl"] &.MuiInputLabel-shrink': { transform: 'translate(-14px, -9px) scale(0.75)' },
        },
      },
    },
    // Right to left, an alert's icon keeps its gap on the text's side and its action sits at the far (left) end.
    MuiAlert: {
      styleOverrides: {
        icon: { '[dir="rtl"] &': { marginRight: 0, marginLeft: 12 } },
        action: { '[dir="rtl"] &': { marginLeft: -8, marginRight: 'auto', paddingLeft: 0, paddingRight: 16 } },
      },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTextField: {
      defaultProps: { fullWidth: true },
      styleOverrides: {
        // A focused field's label floats by CSS too, as MUI's script floats it: a server-rendered page can be typed
        // into before its script has run.
        root: {
          '&:focus-within > .MuiInputLabel-outlined': {
            transform: 'translate(14px, -9px) scale(0.75)',
            maxWidth: 'calc(133% - 32px)',
          },
          '&:focus-within .MuiOutlinedInput-notchedOutline > legend': { maxWidth: '100%' },
          '[dir="rtl"] &:focus-within > .MuiInputLabel-outlined': { transform: 'translate(-14px, -9px) scale(0.75)' },
        },
      },
    },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        // The input itself shows the thick primary border; the ring is drawn around the whole field, by CSS, so that
        // it shows before the script has run as well.
        root: {
          '&:focus-within': { boxShadow: `0 0 0 2px ${focusRing}` },
          '& input:focus-visible, & textarea:focus-visible, & select:focus-visible': { outline: 'none' },
        },
        input: autofillDetection,
      },
    },
    MuiOutlinedInput: {
      styleOverrides: { notchedOutline: { borderColor: fieldOutline, '[dir="rtl"] &': { textAlign: 'right' } } },
    },
    MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
  },
};

export const theme = createTheme(options);
