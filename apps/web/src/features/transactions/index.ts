// The feature's front door: what other features, routes and the app may use.
export { PointsHistory } from './components/points-history';
