// The feature's front door: what other features, routes and the app may use.
export { Header } from './components/header';
export { SectionNav } from './components/section-nav';
