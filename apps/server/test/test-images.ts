import sharp from 'sharp';

/**
 * Test inputs made with sharp itself, so tests need no binary fixtures in the repository. Used only by the
 * storage tests.
 */

/** EXIF a phone would write, including a GPS position that must never survive processing. */
export const PHONE_EXIF = {
  IFD0: { Make: 'KisanPhone', Model: 'Field 12', Software: 'Camera 1.0' },
  IFD2: { DateTimeOriginal: '2024:11:05 07:42:10' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '28/1 36/1 5012/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '77/1 12/1 3300/100',
  },
};

/** Deterministic bytes (a linear congruential generator), so every run builds the same photo. */
function pseudoRandomBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/**
 * A photo-like JPEG of a field under a sky: a coarse colour scene refined octave by octave (each doubling of size
 * adds its own layer of texture, as in natural images, whose detail spreads over all scales), then sensor grain.
 * At 12 MP and JPEG quality 90 it encodes like a busy rather than an easy phone photo. Carries EXIF
 * including GPS. 4000 x 3000 by default.
 */
export async function photoLikeJpeg(width = 4000, height = 3000): Promise<Buffer> {
  let w = 40;
  let h = 30;
  const jitter = pseudoRandomBytes(w * h * 3, 11);
  const scene = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y * w + x) * 3;
      const j = (channel: number): number => (jitter[i + channel]! - 128) / 128;
      const rgb =
        y < h * 0.35
          ? [150 + 20 * j(0), 190 + 15 * j(1), 235 + 10 * j(2)] // sky
          : [100 + 40 * j(0), 125 + 40 * j(1), 55 + 25 * j(2)]; // crops and soil
      scene.set(rgb.map(Math.round), i);
    }
  }

  const octaves: [number, number][] = [];
  for (let scale = 2; w * scale < width; scale *= 2) octaves.push([w * scale, h * scale]);
  octaves.push([width, height]);
  let pixels = scene;
  let seed = 100;
  for (const [nextW, nextH] of octaves) {
    const raw = { width: nextW, height: nextH, channels: 3 as const };
    const enlarged = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .resize(nextW, nextH, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    // Grey texture at 30% contrast, so it varies brightness far more than hue, like real surfaces.
    const texture = await sharp(pseudoRandomBytes(nextW * nextH, (seed += 1)), {
      raw: { width: nextW, height: nextH, channels: 1 },
    })
      .linear(0.3, 128 * 0.7)
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    pixels = await sharp(enlarged, { raw })
      .composite([{ input: texture, raw, blend: 'soft-light' }])
      .removeAlpha()
      .raw()
      .toBuffer();
    [w, h] = [nextW, nextH];
  }
  const grain = {
    width,
    height,
    channels: 3 as const,
    background: '#808080',
    noise: { type: 'gaussian' as const, mean: 128, sigma: 6 },
  };
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: { create: grain }, blend: 'soft-light' }])
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 1 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A 400 x 200 JPEG stored sideways: left half red, right half blue, with EXIF orientation 6 ("rotate 90° clockwise
 * to display"). Displayed correctly it is 200 x 400 with red on top and blue below.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A plain image of the given format and size, filled with grain so that it is not trivially compressible. */
export async function plainImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 640,
  height = 480,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** A PNG with a transparent background and an opaque green square in the middle. */
export async function transparentPng(): Promise<Buffer> {
  return sharp({
    create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 100, height: 100, channels: 4, background: '#00aa00ff' } },
        left: 100,
        top: 100,
      },
    ])
    .png()
    .toBuffer();
}

/** A small PNG file that decodes to more than 67 megapixels (a decompression bomb; 9000 x 8000 of black). */
export async function pixelBombPng(): Promise<Buffer> {
  return sharp({ create: { width: 9000, height: 8000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The first bytes of a WebP file: RIFF container and VP8 chunk tags. */
export function isWebp(bytes: Buffer): boolean {
  return bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
}
