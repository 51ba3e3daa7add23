// The feature's front door: what other features, routes and the app may use.
export { AuthCard } from './components/auth-card';
export { ForgotPasswordDialog } from './components/forgot-password-dialog';
export { OtpForm } from './components/otp-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { useSignInFlow } from './hooks/use-sign-in-flow';
