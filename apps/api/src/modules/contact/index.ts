// The module's front door: what other modules may use.
export { contactRoutes } from './contact.routes';
