import {
  acceptTosBodySchema,
  notificationsBodySchema,
  updateMeBodySchema,
  verificationLetterResponseSchema,
} from '../schemas/me';
import { verificationCodeBodySchema } from '../schemas/premium';
import { trainingPointsSchema } from '../schemas/training-points';
import { userSchema } from '../schemas/users';
import { defineEndpoint } from './define-endpoint';

/** The account settings of spec §7 (the own record itself: sessionEndpoints.currentUser). */
export const accountEndpoints = {
  /** The changed fields; answers the new user record. */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/v1/me',
    tag: 'account',
    body: updateMeBodySchema,
    answer: { 200: userSchema },
  }),
  /** Newsletter consent; answers the updated user. */
  notifications: defineEndpoint({
    method: 'PUT',
    path: '/v1/me/notifications',
    tag: 'account',
    body: notificationsBodySchema,
    answer: { 200: userSchema },
  }),
  /** Accepting the terms (spec §4). */
  acceptTos: defineEndpoint({
    method: 'PUT',
    path: '/v1/me/tos',
    tag: 'account',
    body: acceptTosBodySchema,
    answer: { 200: userSchema },
  }),
  /** A letter with a code goes to the workplace's postal address. */
  verificationLetter: defineEndpoint({
    method: 'POST',
    path: '/v1/me/verification-letter',
    tag: 'account',
    answer: { 201: verificationLetterResponseSchema },
  }),
  /** The code from that letter makes the member premium; answers the updated user. */
  verificationCode: defineEndpoint({
    method: 'POST',
    path: '/v1/me/verification-code',
    tag: 'premium',
    body: verificationCodeBodySchema,
    answer: { 200: userSchema },
  }),
  /**
   * Premium for a verified professional at a verified pharmacy who is not premium yet (e.g. premium
   * was off when the employment was confirmed); answers the updated user, premium (412 otherwise).
   */
  unlockPremium: defineEndpoint({
    method: 'POST',
    path: '/v1/me/premium',
    tag: 'premium',
    answer: { 200: userSchema },
  }),
  /** The member's Fortbildungskonto (can_view_certificates, like certificates). */
  trainingPoints: defineEndpoint({
    method: 'GET',
    path: '/v1/me/training-points',
    tag: 'certificates',
    access: { permission: 'can_view_certificates' },
    answer: { 200: trainingPointsSchema },
  }),
};
