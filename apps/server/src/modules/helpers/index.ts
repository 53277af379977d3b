export { wireHelpers } from './helpers.module';
export type { HelpersService } from './helpers.service';
