export { createAadhaarVault, reduceStoredAadhaarNumbers } from './aadhaar-vault';
export type { AadhaarVault } from './aadhaar-vault';
export { createUsersRepository } from './users.repository';
export { usersRoutes } from './users.routes';
export type { UsersRoutesOptions } from './users.routes';
export { createUsersService } from './users.service';
export type { UsersService } from './users.service';
export { toOwnUser, toPublicUser } from './users.presenter';
