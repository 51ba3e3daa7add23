import { createDialogStore } from './dialog-store';

/** The campaign-code dialog (spec §2): opened from the avatar menu, the competitions tile and `?code=`. */
export const redeemDialog = createDialogStore<{ code?: string }>();

/** The contact dialog used where the footer form is not visible (mobile, play and business layouts). */
export const contactDialog = createDialogStore();

export const CONTACT_SECTION_ID = 'kontakt';

/**
 * Help menu "Kontakt" (spec §2): scrolls to the footer contact form when it is on screen, otherwise
 * opens the contact dialog.
 */
export function requestContact(): void {
  const section = document.getElementById(CONTACT_SECTION_ID);
  if (section && section.offsetParent !== null) {
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.querySelector<HTMLInputElement>('input, textarea')?.focus({ preventScroll: true });
    return;
  }
  contactDialog.open();
}
