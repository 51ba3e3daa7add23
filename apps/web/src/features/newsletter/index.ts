// The feature's front door: what other features, routes and the app may use.
export { NewsletterBlock } from './components/newsletter-block';
