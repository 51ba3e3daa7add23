// The module's front door: what other modules may use.
export { drawMemberPage } from './member-page.service';
export type { MemberPageRenderer } from './member-page-renderer';
export { createMemberPageRenderer } from './member-page-renderer';
export { createPageSessionCodec, pageSessionCookieOptions } from './page-session';
