// The module's front door: what other modules may use.
export { newsletterRoutes } from './newsletter.routes';
export { setAccountNewsletter } from './newsletter.service';
