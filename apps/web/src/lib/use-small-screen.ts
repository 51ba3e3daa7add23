import { useMediaQuery } from '@mantine/hooks';

/** Phone-sized screens: below Mantine's `sm` breakpoint. */
export const SMALL_SCREEN_QUERY = '(max-width: 48em)';

/**
 * Is the screen phone-sized (below Mantine's `sm` breakpoint)? Read on the first render, not in
 * an effect: the app renders only in the browser, and a first render with the desktop answer would
 * draw the desktop picture first and then jump to the phone's.
 */
export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
}
