export { createAccountRepository, DELETED_USER_NAME } from './account.repository';
export { accountRoutes } from './account.routes';
export type { AccountRoutesOptions } from './account.routes';
export { createAccountService } from './account.service';
export type { AccountSections, AccountService } from './account.service';
export { wireAccount } from './account.module';
