// The feature's front door: what other features, routes and the app may use.
export { saveDataExport, useDataExport } from './api/data-export';
export { forgetDeletedSession } from './api/delete-account';
export { AccountNav } from './components/account-nav';
export { DataExportView } from './components/data-export-view';
export { DeleteAccountSection } from './components/delete-account-section';
export { DevicesSection } from './components/devices-section';
export { EmailSection } from './components/email-section';
export { MyDataSection } from './components/my-data-section';
export { NewsletterSection } from './components/newsletter-section';
export { PasswordSection } from './components/password-section';
export { PointsHistorySection } from './components/points-history-section';
export { ProfileSection } from './components/profile-section';
export { ReferralSection } from './components/referral-section';
export { ThirdPartyConsentsSection } from './components/third-party-consents-section';
export { TwoFactorSection } from './components/two-factor-section';
export { VerificationLetter } from './components/verification-letter';
export { WorkplaceEditor } from './components/workplace-editor';
export { WorkplaceSection } from './components/workplace-section';
