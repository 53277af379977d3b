import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope, ErrorMessageKey } from '@kisansetu/contract';
import { AppError, isAppError } from '../errors';
import { isConnectionFailure, SQLSTATE, sqlStateOf } from '../lib/db-errors';
import { failureLogFields } from '../lib/loggable-error';
import { PhotoStoreUnavailableError } from '../storage';
import { validationError } from '../lib/validation';

/** Fastify's and its plugins' own error codes, mapped to ours. */
const FASTIFY_CODES: Record<string, [ErrorCode, ErrorMessageKey]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'server.unsupportedContentType'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'server.payloadTooLarge'],
  FST_REQ_FILE_TOO_LARGE: ['payload_too_large', 'server.payloadTooLarge'],
  FST_FILES_LIMIT: ['payload_too_large', 'server.payloadTooLarge'],
  FST_PARTS_LIMIT: ['payload_too_large', 'server.payloadTooLarge'],
  FST_FIELDS_LIMIT: ['payload_too_large', 'server.payloadTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['unsupported_media_type', 'server.unsupportedContentType'],
  // An over-long path parameter can only be a malformed id: the contract answers those with 404.
  FST_ERR_MAX_PARAM_LENGTH: ['not_found', 'server.notFound'],
  FST_ERR_BAD_URL: ['bad_request', 'server.badRequest'],
};

/**
 * PostgreSQL's "this text cannot be stored" errors (a NUL byte, an invalid encoding): the input's fault, a 400,
 * whichever route let it through.
 */
const BAD_TEXT_SQLSTATES = new Set<string>([
  SQLSTATE.untranslatableCharacter,
  SQLSTATE.characterNotInRepertoire,
]);

const STATUS_CODES: Record<number, [ErrorCode, ErrorMessageKey]> = {
  400: ['bad_request', 'server.badRequest'],
  401: ['unauthorized', 'server.unauthorized'],
  403: ['forbidden', 'server.forbidden'],
  404: ['not_found', 'server.notFound'],
  405: ['method_not_allowed', 'server.methodNotAllowed'],
  413: ['payload_too_large', 'server.payloadTooLarge'],
  415: ['unsupported_media_type', 'server.unsupportedContentType'],
  429: ['rate_limited', 'server.rateLimited'],
};

/** Builds the failure envelope; the only place it is made. */
export function errorEnvelope(error: AppError): ErrorEnvelope {
  return {
    success: false,
    message: error.message,
    errors: {
      code: error.code,
      message: error.message,
      key: error.key,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.fieldKeys ? { fieldKeys: error.fieldKeys } : {}),
    },
  };
}

/** Maps anything thrown to an AppError; unknown errors become a bare 500 with no internals. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const fastifyError = error as Partial<FastifyError>;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(
      error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
      })),
    );
  }
  if (BAD_TEXT_SQLSTATES.has(sqlStateOf(error) ?? ''))
    return new AppError('bad_request', 'server.badRequest');
  // A statement cut off by statement_timeout (the database is too busy for this request right now), or a lost
  // connection: either way the request may be tried again shortly.
  if (sqlStateOf(error) === SQLSTATE.queryCanceled || isConnectionFailure(error)) {
    return new AppError('service_unavailable', 'server.serviceUnavailable', {
      headers: { 'retry-after': '5' },
    });
  }
  // A full disk or an unreachable S3 while storing photos: nothing was kept, and it may work again shortly.
  if (error instanceof PhotoStoreUnavailableError) {
    return new AppError('service_unavailable', 'server.serviceUnavailable', {
      headers: { 'retry-after': '30' },
    });
  }
  const byCode = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (byCode) return new AppError(byCode[0], byCode[1]);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const [code, message] = STATUS_CODES[status] ?? STATUS_CODES[400]!;
    return new AppError(code, message);
  }
  return new AppError('internal_error', 'server.internalError');
}

/** Sends any error as the envelope; also used for the router's own errors (bad URL, over-long parameter). */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const appError = toAppError(error);
  if (appError.status >= 500) request.log.error(failureLogFields(error), 'request failed');
  if (appError.headers) void reply.headers(appError.headers);
  return reply.status(appError.status).type('application/json; charset=utf-8').send(errorEnvelope(appError));
}

/** One error handler for the whole app, answering in the contract's envelope. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
});

/** The not-found answer: the same envelope, from the same place. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, new AppError('not_found', 'server.notFound'));
}
