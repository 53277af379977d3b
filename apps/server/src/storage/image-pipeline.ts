import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Sharp, SharpInput, SharpOptions } from 'sharp';
import { LIMITS, PHOTO_PREVIEW_SIDE } from '@kisansetu/contract';
import { AppError } from '../errors';
import { createConcurrencyGate, type GateBounds } from '../lib/concurrency-gate';

/** What an image is for: product and chat photos keep their shape, avatars become squares. */
export type ImageKind = 'product' | 'avatar' | 'chat';

/** The input formats accepted, as recognised from the bytes themselves. */
export type InputImageFormat = 'jpeg' | 'png' | 'webp';

/** One processed upload: its content-hash key and the two WebP variants to store. */
export interface ProcessedImage {
  /** First 32 hex characters of the SHA-256 of `detail`; files are `<key>.webp` and `<key>.card.webp`. */
  key: string;
  /** The large variant (product page, profile page). */
  detail: Buffer;
  /** The small variant (product cards, chat list, nav avatar). */
  card: Buffer;
  /** A tiny WebP of the whole picture (at most {@link PHOTO_PREVIEW_SIDE} px on its longer side), drawn blurred. */
  preview: Buffer;
  /** The large variant's size in pixels. */
  width: number;
  height: number;
}

/**
 * Decompression-bomb guard: 8192 x 8192 = 67.1 megapixels, checked against the header before any pixel is decoded.
 * That admits the full-resolution mode of 50 MP phone sensors (8192 x 6144 = 50.3 MP; larger modes exceed 8 MB as
 * JPEG anyway) while a few KB of crafted PNG declaring gigapixels is refused. It also bounds the one step that holds a
 * whole picture in memory (rotating a PNG that carries an EXIF orientation): about 200 MB for 8-bit RGB.
 */
export const MAX_INPUT_PIXELS = 8192 * 8192;

/**
 * Output sizes and WebP qualities. The card quality is the highest that keeps a page of 12 cards of busy phone
 * photos within its 300 KB, and at card size on a phone it shows no banding. The detail quality is where WebP
 * artefacts stop being visible at 1280 px on a phone.
 */
export const IMAGE_VARIANTS = {
  product: {
    detail: { width: 1280, height: 1280, quality: 75 },
    card: { width: 480, height: 360, quality: 55 },
  },
  avatar: {
    detail: { width: 512, height: 512, quality: 80 },
    card: { width: 128, height: 128, quality: 70 },
  },
  // A photo in a chat is looked at like a listing's: the large one opens full screen, the small one sits in the thread.
  chat: {
    detail: { width: 1280, height: 1280, quality: 75 },
    card: { width: 480, height: 360, quality: 55 },
  },
} as const satisfies Record<
  ImageKind,
  Record<'detail' | 'card', { width: number; height: number; quality: number }>
>;

/**
 * Budget of one card variant: a listing page shows 12 cards and must stay under 300 KB, so 12 x 24 KB = 288 KB leaves
 * room for the page's other bytes. A card over it is re-encoded at the next lower quality of
 * {@link CARD_FALLBACK_QUALITIES}; only the busiest photos need that.
 */
export const CARD_BYTES_MAX = 24 * 1024;

/** Qualities tried in turn when a card is over {@link CARD_BYTES_MAX}; the last one is kept whatever its size. */
export const CARD_FALLBACK_QUALITIES = [50, 40, 30] as const;

/**
 * WebP quality of the preview: it is only ever drawn blurred, so the lowest quality that keeps the colours is
 * enough, and it travels with every card of a list.
 */
export const PREVIEW_QUALITY = 20;

const PREVIEW_RESIZE = {
  width: PHOTO_PREVIEW_SIDE,
  height: PHOTO_PREVIEW_SIDE,
  fit: 'inside' as const,
  withoutEnlargement: true,
};

const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // sharp's strictest level: a truncated or damaged file is refused rather than stored with grey bands.
  failOn: 'warning',
  autoOrient: true,
};

type SharpFactory = (input?: SharpInput, options?: SharpOptions) => Sharp;
let sharpModule: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) is loaded with the first image, not at start, so a server that only serves pages and stored
 * photos never holds its memory. libvips's operation cache is turned off: every upload is a new picture, so the
 * cache would only keep memory that a small server needs for other things.
 */
export function loadSharp(): Promise<SharpFactory> {
  return (sharpModule ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  }));
}

function unsupported(cause?: unknown): AppError {
  const error = new AppError('unsupported_media_type', 'server.unsupportedMediaType');
  if (cause !== undefined) error.cause = cause;
  return error;
}

function tooLarge(cause?: unknown): AppError {
  const error = new AppError('payload_too_large', 'server.payloadTooLarge');
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** sharp's error for an image whose declared width x height exceeds `limitInputPixels`. */
function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format announced by the first bytes of `input` (JPEG SOI marker, PNG signature, RIFF/WEBP container with a
 * VP8/VP8L/VP8X first chunk), or null for anything else. File names and declared content types are never consulted:
 * both are chosen by the client.
 */
export function sniffImageFormat(input: Buffer): InputImageFormat | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    input.length >= 16 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP' &&
    /^VP8[ LX]$/.test(input.toString('latin1', 12, 16))
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Decodes once into oriented, sRGB, 8-bit pixels at the detail size. Everything that can go wrong because of the
 * input (unknown format, corrupt data, too many pixels) happens here and becomes a 415 or 413.
 */
async function decodeToDetailPixels(input: Buffer, kind: ImageKind) {
  const format = sniffImageFormat(input);
  if (!format) throw unsupported();
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, INPUT_OPTIONS).metadata();
    // The magic bytes and the decoder must agree; a polyglot that sniffs as one thing and parses as another is refused.
    if (meta.format !== format) throw unsupported();
    const { width, height } = meta.autoOrient;
    if (width * height > MAX_INPUT_PIXELS) throw tooLarge();

    const pipeline = sharp(input, INPUT_OPTIONS);
    const size = IMAGE_VARIANTS[kind].detail;
    if (kind !== 'avatar') {
      pipeline.resize({ width: size.width, height: size.height, fit: 'inside', withoutEnlargement: true });
    } else {
      // A square of at most the target side and at most the shorter side, so a small avatar is cropped, not blown up.
      const side = Math.min(size.width, width, height);
      pipeline.resize({ width: side, height: side, fit: 'cover', position: 'centre' });
    }
    // Raw pixels carry no EXIF, GPS, XMP, IPTC or ICC: nothing from the input can reach the encoded output. The
    // colour-space conversion to sRGB happens before that, so wide-gamut and CMYK inputs still look right.
    return await pipeline.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw isPixelLimitError(error) ? tooLarge(error) : unsupported(error);
  }
}

/**
 * Pictures decoded at once: one a core, since a large decode keeps a core busy and holds its pixels in memory, and a
 * queue of four a core behind them: a burst waits a few seconds at most, and past it is told to come back rather
 * than piling up uploads in memory (docs/configuration.md, "Abuse limits", gives what a large PNG costs).
 */
export const IMAGE_DECODE_BOUNDS: GateBounds = {
  running: availableParallelism(),
  waiting: 4 * availableParallelism(),
};

/** Seconds a client is asked to wait when the decode queue is full: about what the queue takes to drain. */
const BUSY_RETRY_SECONDS = 5;

/** The 503 an upload gets when the decode queue is full; nothing of it was processed or written. */
export function imagesBusy(): AppError {
  return new AppError('service_unavailable', 'server.serviceUnavailable', {
    headers: { 'retry-after': String(BUSY_RETRY_SECONDS) },
  });
}

/**
 * The process's one gate for image decodes (every upload's photos pass it: listings, avatars, chat). A batch of
 * photos takes one turn and is decoded one after another, so a listing's four photos cannot fill the queue alone.
 */
export const imageDecodes = createConcurrencyGate(IMAGE_DECODE_BOUNDS, imagesBusy);

/**
 * {@link processImage} for each input, in order, in one turn of the decode gate: the first input that fails throws
 * (and the rest are not decoded); a full queue throws {@link imagesBusy} before any is.
 */
export function processImages(inputs: Buffer[], kind: ImageKind): Promise<ProcessedImage[]> {
  return imageDecodes.run(async () => {
    const processed: ProcessedImage[] = [];
    for (const input of inputs) processed.push(await processNow(input, kind));
    return processed;
  });
}

/**
 * Checks, cleans and re-encodes one uploaded image, in its turn of the decode gate (a full queue: the 503 of
 * {@link imagesBusy}).
 *
 * - Accepts only JPEG, PNG and WebP, recognised by content; anything else, including an empty, truncated or corrupt
 *   file, throws AppError `unsupported_media_type` (415).
 * - More than `LIMITS.imageBytesMax` bytes, or more than {@link MAX_INPUT_PIXELS} pixels, throws AppError
 *   `payload_too_large` (413).
 * - Applies the EXIF orientation, converts to sRGB, drops every piece of metadata, and encodes two WebP variants
 *   ({@link IMAGE_VARIANTS}): products keep their aspect ratio and are never enlarged; avatars are centre-cropped
 *   squares. A card over {@link CARD_BYTES_MAX} is re-encoded at lower quality until it fits. A third, tiny WebP
 *   (`preview`, {@link PHOTO_PREVIEW_SIDE} px on its longer side) stands in for the photo while data saver is on.
 *
 * The same input always gives the same bytes and so the same key.
 */
export function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  return imageDecodes.run(() => processNow(input, kind));
}

/** {@link processImage} without waiting for a turn. */
async function processNow(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (input.length > LIMITS.imageBytesMax) throw tooLarge();
  const { data, info } = await decodeToDetailPixels(input, kind);
  const sharp = await loadSharp();
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sizes = IMAGE_VARIANTS[kind];
  const cardSide = Math.min(sizes.card.width, info.width, info.height);
  const cardResize =
    kind !== 'avatar'
      ? {
          width: sizes.card.width,
          height: sizes.card.height,
          fit: 'inside' as const,
          withoutEnlargement: true,
        }
      : { width: cardSide, height: cardSide, fit: 'cover' as const };

  const encodeCard = (quality: number) => sharp(data, raw).resize(cardResize).webp({ quality }).toBuffer();
  const [detail, firstCard, preview] = await Promise.all([
    sharp(data, raw).webp({ quality: sizes.detail.quality }).toBuffer(),
    encodeCard(sizes.card.quality),
    sharp(data, raw).resize(PREVIEW_RESIZE).webp({ quality: PREVIEW_QUALITY }).toBuffer(),
  ]);
  let card = firstCard;
  for (const quality of CARD_FALLBACK_QUALITIES) {
    if (card.length <= CARD_BYTES_MAX) break;
    card = await encodeCard(quality);
  }
  const key = createHash('sha256').update(detail).digest('hex').slice(0, 32);
  return { key, detail, card, preview, width: info.width, height: info.height };
}

/**
 * The preview (as {@link processImage} makes it) of an image already stored, from one of its WebP variants: for
 * photos stored before previews existed. Our own files only, so no input checks beyond sharp's.
 */
export async function previewOfStored(webp: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(webp, { failOn: 'warning' })
    .resize(PREVIEW_RESIZE)
    .webp({ quality: PREVIEW_QUALITY })
    .toBuffer();
}
