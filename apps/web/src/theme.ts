import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A dusky indigo: calm, a little warm, readable at night. */
const dusk: MantineColorsTuple = [
  '#eef0fe',
  '#dcdffa',
  '#b6bcf1',
  '#8e98e9',
  '#6d79e2',
  '#5866dd',
  '#4c5bd4',
  '#3e4bbd',
  '#3542a9',
  '#283494',
];

/** Dark mode as a night sky rather than grey: Mantine reads body from 7, surfaces from 6, borders from 4. */
const night: MantineColorsTuple = [
  '#e1e3f0',
  '#b9bdd6',
  '#9095b5',
  '#6b7094',
  '#41466a',
  '#2d3253',
  '#1f2340',
  '#161a31',
  '#111427',
  '#0b0d1c',
];

/**
 * Spec section 9: a tooltip opens after 700 ms; moving to another within 300 ms opens it at once (the "skip delay").
 * In Mantine that is Tooltip.Group (around the whole app, in app.tsx): while one tooltip of the group is open the
 * next opens without delay, so the skip window is the group's close delay (a tooltip stays 300 ms after the pointer
 * leaves; Mantine exposes no other knob for it).
 */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

const FONT_STACK =
  "Inter, InterVariable, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'dusk',
  primaryShade: { light: 6, dark: 4 },
  colors: { dusk, dark: night },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '650' },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  defaultGradient: { from: 'dusk.5', to: 'grape.4', deg: 135 },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS } },
    TooltipGroup: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS, closeDelay: TOOLTIP_SKIP_DELAY_MS } },
  },
});

/**
 * Light mode text that reads at 4.5:1 or more (WCAG AA) on the paper-white body and on the pale "light" variant
 * backgrounds (shade 1). Mantine's defaults fall short there: dimmed grey 3.2:1, and the light variant's shade-9
 * text 2.7:1 (yellow) to 3.8:1 (green). These are the same hues, darkened just enough.
 */
const READABLE_LIGHT_TEXT = {
  '--mantine-color-dimmed': '#666d74',
  '--mantine-color-green-light-color': '#267b37',
  '--mantine-color-yellow-light-color': '#a85700',
  '--mantine-color-orange-light-color': '#bb3e0d',
  '--mantine-color-red-light-color': '#c52929',
  '--mantine-color-teal-light-color': '#087a57',
  '--mantine-color-lime-light-color': '#4b790b',
};

/** A warm paper white in light mode, so cards stand out softly. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-body': '#fbf9f6', ...READABLE_LIGHT_TEXT },
  // Mantine greys a disabled control with shade 6, which is the night surface itself: the button vanished.
  dark: { '--mantine-color-disabled': 'var(--mantine-color-dark-5)' },
});
