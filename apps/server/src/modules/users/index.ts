export { createAadhaarCipher } from './aadhaar-cipher';
export type { AadhaarCipher } from './aadhaar-cipher';
export { createUsersRepository } from './users.repository';
export { usersRoutes } from './users.routes';
export type { UsersRoutesOptions } from './users.routes';
export { createUsersService } from './users.service';
export type { UsersService } from './users.service';
export { toPublicUser } from './users.presenter';
