export { AppError, isAppError, nullWhenNotFound } from './app-error';
