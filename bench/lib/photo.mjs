// A deterministic, photo-like JPEG of any size: smooth colour fields (light, sky, soil), round objects with soft
// shading (produce), mid-frequency texture (leaves, grain) and per-pixel sensor noise, encoded as a phone does
// (quality 90, 4:2:0). Flat synthetic images compress far better than photos and would flatter the card size.
import { Buffer } from 'node:buffer';
import sharp from 'sharp';

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function randomField(random, width, height, channels, targetWidth, targetHeight, kernel) {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.floor(random() * 256);
  return sharp(data, { raw: { width, height, channels } })
    .resize(targetWidth, targetHeight, { kernel, fit: 'fill' })
    .raw()
    .toBuffer();
}

/** JPEG bytes of a `width` × `height` photo-like picture; the same seed gives the same bytes. */
export async function photoLikeJpeg({ width = 4000, height = 3000, seed = 1 } = {}) {
  const random = mulberry32(seed);
  const base = await randomField(random, 12, 9, 3, width, height, 'cubic');
  const texture = await randomField(
    random,
    Math.round(width / 6),
    Math.round(height / 6),
    1,
    width,
    height,
    'lanczos3',
  );
  const shapes = [];
  for (let i = 0; i < 60; i += 1) {
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const r = Math.round((0.03 + random() * 0.08) * width);
    const hue = Math.round(random() * 120) - 10;
    shapes.push(
      `<radialGradient id="g${i}" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="hsl(${hue},80%,70%)"/>` +
        `<stop offset="1" stop-color="hsl(${hue},70%,22%)"/></radialGradient>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${Math.round(r * (0.8 + random() * 0.3))}" fill="url(#g${i})"/>`,
    );
  }
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`,
  );
  const objects = await sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: svg }])
    .raw()
    .toBuffer();

  const out = Buffer.alloc(width * height * 3);
  let noise = seed * 2654435761;
  for (let p = 0, q = 0, t = 0; p < out.length; p += 3, q += 4, t += 1) {
    const alpha = objects[q + 3] / 255;
    const grain = (texture[t] - 128) * 0.35;
    for (let c = 0; c < 3; c += 1) {
      noise = (Math.imul(noise, 1103515245) + 12345) >>> 0;
      const sensor = ((noise >>> 24) - 128) * 0.06;
      const value = base[p + c] * (1 - alpha) + objects[q + c] * alpha + grain + sensor;
      out[p + c] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** photoLikeJpeg, cached under node_modules/.cache (generating 12 MP in JS takes seconds). */
export async function cachedPhoto({ width = 4000, height = 3000, seed = 1 } = {}) {
  const { existsSync, mkdirSync, readFileSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { CACHE_DIR } = await import('./paths.mjs');
  const dir = path.join(CACHE_DIR, 'photos');
  const file = path.join(dir, `photo-v${PHOTO_VERSION}-${width}x${height}-${seed}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const jpeg = await photoLikeJpeg({ width, height, seed });
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, jpeg);
  return jpeg;
}

/** Bump when photoLikeJpeg changes, so cached photos are made again. */
const PHOTO_VERSION = 1;
