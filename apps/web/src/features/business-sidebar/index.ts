// The feature's front door: what other features, routes and the app may use.
export { BusinessFooter } from './components/business-footer';
export { BusinessSidebar } from './components/business-sidebar';
