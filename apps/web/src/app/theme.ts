import { POPOVER_DISPOSE_TIMEOUT_MS, TOOLTIP_OPEN_DELAY_MS } from '@apopunkt/domain/constants/limits';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** A pharmacy teal whose filled shade (6) keeps white text above WCAG AA contrast (5.5:1). */
const apo: MantineColorsTuple = [
  '#e6f5f4',
  '#cdeae8',
  '#9dd5d0',
  '#69bfb8',
  '#3fada5',
  '#22a098',
  '#0a7570',
  '#08655f',
  '#06554f',
  '#044540',
];

export const theme = createTheme({
  primaryColor: 'apo',
  primaryShade: 6,
  colors: { apo },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji"',
  headings: { fontWeight: '700' },
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS, withArrow: true } },
    Container: { defaultProps: { size: 'lg' } },
    Menu: { defaultProps: { transitionProps: { duration: POPOVER_DISPOSE_TIMEOUT_MS } } },
    Popover: { defaultProps: { transitionProps: { duration: POPOVER_DISPOSE_TIMEOUT_MS } } },
    // Close buttons are icons: screen readers need their name (axe button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Schließen' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Schließen' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Schließen' } } },
    // A dialog's title bar is not the page's banner: Mantine draws it as <header>, which axe and
    // screen readers count as a second banner landmark while a dialog is open.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** Light-variant colours (badges, alerts) whose text needs a darker shade for 4.5:1 contrast. */
const LIGHT_VARIANT_COLOURS = [
  'apo',
  'teal',
  'green',
  'yellow',
  'orange',
  'red',
  'blue',
  'grape',
  'violet',
  'gray',
  'cyan',
];

/**
 * Where even shade 9 stays below 4.5:1 on shade 0 (yellow 2.8:1, orange 4.0:1, green 4.1:1), the
 * light variant's text is shade 9 darkened until it reaches 4.8:1.
 */
const DARKER_LIGHT_TEXT: Record<string, string> = { yellow: '#aa5800', orange: '#bf3f0d', green: '#277c38' };

/**
 * Dimmed, placeholder, error and light-variant texts darker than Mantine's defaults so they keep
 * 4.5:1 contrast (WCAG AA); Mantine's placeholder grey (gray 5) had 2.07:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Filled red (destructive buttons: Abbuchung buchen, Ablehnen) with white text: shade 6 had
    // 3.3:1, shade 9 has 5.4:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLOURS.flatMap((c) => [
        [`--mantine-color-${c}-light-color`, DARKER_LIGHT_TEXT[c] ?? `var(--mantine-color-${c}-9)`],
        [`--mantine-color-${c}-light`, `var(--mantine-color-${c}-0)`],
      ]),
    ),
  },
  dark: {},
});

/** Height of the fixed header in every layout that has one. */
export const HEADER_HEIGHT = 64;
