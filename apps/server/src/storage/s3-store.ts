import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { assertValidStoreName } from './image-store';
import type { ImageStore, StoredObject } from './image-store';

/** Connection settings of an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver, ...). */
export interface S3StoreConfig {
  /** Service URL, e.g. `http://127.0.0.1:9000`; omit for AWS S3 itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Static credentials; when both are omitted the SDK's default chain (env, profile, instance role) is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: what most self-hosted servers need. */
  forcePathStyle?: boolean | undefined;
}

/** Objects are named by their content hash, so whoever serves them (us, or a CDN in front of the bucket) may cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * An {@link ImageStore} in an S3-compatible bucket. S3 writes are atomic per object, so `put` needs no temp-and-
 * rename. The bucket must already exist; the store never creates or configures it. The AWS SDK (several MB of
 * modules) is imported on the first operation, so a server storing on local disk never loads it.
 */
export function createS3Store(config: S3StoreConfig): ImageStore {
  let sdk: Promise<{ client: S3Sdk.S3Client; commands: typeof S3Sdk }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((commands) => ({
      commands,
      client: new commands.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle ?? false,
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
        // Newer SDKs add CRC checksums to every request and check them on every response by default; several
        // S3-compatible servers reject or omit them. Only sending them where S3 demands keeps every server working.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = config.bucket;

  return {
    async put(name, body, contentType) {
      assertValidStoreName(name);
      const { client, commands } = await connect();
      await client.send(
        new commands.PutObjectCommand({
          Bucket,
          Key: name,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },

    async get(name): Promise<StoredObject | null> {
      assertValidStoreName(name);
      const { client, commands } = await connect();
      try {
        const response = await client.send(new commands.GetObjectCommand({ Bucket, Key: name }));
        const body = response.Body;
        if (!body) return null;
        const size = response.ContentLength;
        // In Node the SDK hands back a Readable; anything else (a runtime with web streams) is read into memory.
        if (body instanceof Readable) return size === undefined ? { body } : { body, size };
        const bytes = Buffer.from(await body.transformToByteArray());
        return { body: bytes, size: bytes.length };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(name) {
      assertValidStoreName(name);
      const { client, commands } = await connect();
      try {
        await client.send(new commands.HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(name) {
      assertValidStoreName(name);
      const { client, commands } = await connect();
      try {
        // S3 answers 204 for a missing key already; some compatible servers answer 404, which is just as fine.
        await client.send(new commands.DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async close() {
      // Never connected: nothing to close (and no reason to load the SDK now).
      if (sdk) (await sdk).client.destroy();
    },
  };
}
