import sharp from 'sharp';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real JPEG (a coloured field with a darker band), made fresh for each upload. */
export async function jpeg(
  name: string,
  rgb: readonly [number, number, number],
  width = 480,
  height = 360,
): Promise<UploadFile> {
  const [r, g, b] = rgb;
  const band = await sharp({
    create: {
      width,
      height: Math.round(height / 4),
      channels: 3,
      background: { r: r >> 1, g: g >> 1, b: b >> 1 },
    },
  })
    .png()
    .toBuffer();
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .composite([{ input: band, top: Math.round(height / 2), left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export const COLOURS = {
  wheat: [222, 184, 95],
  potato: [181, 140, 90],
  tomato: [214, 48, 49],
  leaf: [76, 153, 60],
} as const satisfies Record<string, readonly [number, number, number]>;
