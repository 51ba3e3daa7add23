// The feature's front door: what other features, routes and the app may use.
export { BecomePremiumStepper } from './components/become-premium-stepper';
export { PremiumNextStep } from './components/premium-next-step';
export { PremiumOverlay } from './components/premium-overlay';
export { PremiumOverview } from './components/premium-overview';
