/**
 * The props of a Mantine Modal that a page drawn on the server shows open (a member's Home: the
 * terms dialog, the popup): rendered in place, not through a portal (a portal is not drawn on the
 * server, so the dialog would only appear once the app runs), and named by `title` from the first
 * paint (Mantine links the title only once mounted).
 */
export function drawnModalProps(title: string) {
  return { title, withinPortal: false, attributes: { content: { 'aria-label': title } } } as const;
}
