// The feature's front door: what other features, routes and the app may use.
export { HomeGreeting } from './components/home-greeting';
export { HomeShortcuts } from './components/home-shortcuts';
export { PremiumStatusCard } from './components/premium-status-card';
export { usePremiumRefresh } from './hooks/use-premium-refresh';
