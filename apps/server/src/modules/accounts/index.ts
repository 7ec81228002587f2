export { createAccountService, toAccountResponse, type AccountService } from './account.service.ts';
export { createAuthService, type AuthService, type ClientInfo } from './auth.service.ts';
export { registerAccountRoutes, sessionCookieName } from './accounts.routes.ts';
export { permissions, permissionsOf } from './permissions.ts';
export { seedDemoAccounts, demoPassword, demoPin } from './accounts.seed.ts';
export { toAddress } from './account.service.ts';
export {
  findAccountById,
  findAccountByLogin,
  findPrimaryAddress,
  namesOf,
  type AccountRow,
} from './accounts.repository.ts';
export { accountErrors } from './accounts.errors.ts';
export {
  assertPinTriesLeft,
  confirmMoneyAction,
  confirmWithPassword,
  countWrongPin,
  judgePinOnce,
  pinLockOut,
  pinTryKeys,
  verifyAccountPassword,
} from './secret-checks.ts';
export { grantPlatformOwner, insertFirstAdmin, type FirstAdmin } from './first-admin.service.ts';
