export { AppError, isAppError } from './app-error';
