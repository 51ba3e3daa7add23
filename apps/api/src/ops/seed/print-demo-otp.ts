// `npm run otp:demo` prints the current two-factor code of otp@demo.apopunkt.de.
import { authenticator } from 'otplib';
import { DEMO_OTP_SECRET } from './demo-credentials';

console.log(`Aktueller Code für otp@demo.apopunkt.de: ${authenticator.generate(DEMO_OTP_SECRET)}`);
