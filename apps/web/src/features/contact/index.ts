// The feature's front door: what other features, routes and the app may use.
export { ContactDialog } from './components/contact-dialog';
export { ContactSection } from './components/contact-section';
