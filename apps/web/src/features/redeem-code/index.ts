// The feature's front door: what other features, routes and the app may use.
export { RedeemCodeDialog } from './components/redeem-code-dialog';
export { RedeemCodeTile } from './components/redeem-code-tile';
