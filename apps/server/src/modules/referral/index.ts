export {
  createReferralService,
  affiliatePayable,
  commissionOf,
  isBot,
  type ReferralService,
} from './referral.service.ts';
export { registerReferralRoutes } from './referral.routes.ts';
export { referralSubscribers } from './referral.subscribers.ts';
export { seedDemoReferral } from './referral.seed.ts';
export { countAffiliates } from './referral.repository.ts';
