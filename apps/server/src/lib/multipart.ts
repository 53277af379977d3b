import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { LIMITS, type ErrorMessageKey } from '@kisansetu/contract';
import { AppError } from '../errors';

export interface MultipartBody {
  /** Text fields; a repeated field keeps its last value. */
  fields: Record<string, string>;
  /** Files of the named field(s), in the order sent. Files under other names are read and dropped. */
  files: Buffer[];
  /** The field each of `files` came in (one of `fileField`'s names). */
  fileFields: string[];
}

interface MultipartOptions {
  /** The field name, or names, files may come in. */
  fileField: string | readonly string[];
  /** At most this many files in all; one more is a 400 naming the (first) file field. */
  maxFiles: number;
  tooManyMessage: ErrorMessageKey;
}

/**
 * Reads a whole multipart request into memory (photos are ≤ 8 MB each and few), so nothing is written anywhere
 * until every part has arrived and been checked. A file over 8 MB is a 413; more files than allowed
 * is a 400 naming the file field.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'server.unsupportedContentType');
  }
  const body: MultipartBody = { fields: {}, files: [], fileFields: [] };
  const parts = request.parts({ limits: { fileSize: LIMITS.imageBytesMax, files: options.maxFiles + 1 } });
  try {
    await collect(parts, options, body);
  } catch (error) {
    // A body cut short or malformed makes the parser throw a plain Error: that is the client's fault, a 400.
    const known =
      error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number';
    throw known ? error : new AppError('bad_request', 'server.badRequest');
  }
  return body;
}

async function collect(
  parts: AsyncIterableIterator<Multipart>,
  options: MultipartOptions,
  { fields, files, fileFields }: MultipartBody,
): Promise<void> {
  const names: readonly string[] =
    typeof options.fileField === 'string' ? [options.fileField] : options.fileField;
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (!names.includes(part.fieldname) || buffer.length === 0) continue;
      files.push(buffer);
      fileFields.push(part.fieldname);
      if (files.length > options.maxFiles) {
        throw new AppError('validation_failed', options.tooManyMessage, {
          fields: { [part.fieldname]: options.tooManyMessage },
        });
      }
    } else if (typeof part.value === 'string') {
      // Kept as sent: the contract's text rules refuse control characters (NUL among them) with the field's message.
      fields[part.fieldname] = part.value;
    }
  }
}
