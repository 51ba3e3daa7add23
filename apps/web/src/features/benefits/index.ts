// The feature's front door: what other features, routes and the app may use.
export { BenefitGrid } from './components/benefit-grid';
export { MyBenefitRequests } from './components/my-benefit-requests';
