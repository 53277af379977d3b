import { loadSharp } from '../storage/image-pipeline';
import type { DemoCrop } from './demo-listings';

interface CropLook {
  label: string;
  /** Gradient top-left → bottom-right. */
  from: string;
  to: string;
  /** Colour of the produce shapes. */
  shape: string;
  /** grain: small ellipses (cereals); round: circles (tubers, fruit, beans); cube: squares (sugar); thread: strokes. */
  form: 'grain' | 'round' | 'cube' | 'thread';
}

const LOOKS: Record<DemoCrop, CropLook> = {
  potato: { label: 'Potato', from: '#8d6e63', to: '#d7b98e', shape: '#e8cf9f', form: 'round' },
  wheat: { label: 'Wheat', from: '#f9a825', to: '#fff3c4', shape: '#d18b12', form: 'grain' },
  rice: { label: 'Rice', from: '#7cb342', to: '#f1f8e9', shape: '#fffdf4', form: 'grain' },
  sugar: { label: 'Sugar', from: '#90a4ae', to: '#fafafa', shape: '#ffffff', form: 'cube' },
  saffron: { label: 'Saffron', from: '#6a1b9a', to: '#ce93d8', shape: '#e4572e', form: 'thread' },
  coffee: { label: 'Coffee', from: '#3e2723', to: '#8d6e63', shape: '#5d4037', form: 'round' },
  grains: { label: 'Grains', from: '#a1887f', to: '#efebe9', shape: '#c8a165', form: 'grain' },
  tomato: { label: 'Tomato', from: '#c62828', to: '#ffab91', shape: '#e53935', form: 'round' },
  maize: { label: 'Maize', from: '#ef6c00', to: '#ffe0b2', shape: '#ffb300', form: 'grain' },
  corn: { label: 'Corn', from: '#558b2f', to: '#fff59d', shape: '#fdd835', form: 'grain' },
  basmati: { label: 'Basmati', from: '#00695c', to: '#e0f2f1', shape: '#fffbea', form: 'grain' },
};

const WIDTH = 960;
const HEIGHT = 720;

function shapeOf(look: CropLook, size: number): string {
  const s = size;
  switch (look.form) {
    case 'grain':
      return `<ellipse cx="${s / 2}" cy="${s / 2}" rx="${s * 0.14}" ry="${s * 0.3}" transform="rotate(28 ${s / 2} ${s / 2})"/>`;
    case 'round':
      return `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.32}"/>`;
    case 'cube':
      return `<rect x="${s * 0.25}" y="${s * 0.25}" width="${s * 0.42}" height="${s * 0.42}" rx="${s * 0.05}" transform="rotate(12 ${s / 2} ${s / 2})"/>`;
    case 'thread':
      return `<path d="M${s * 0.3} ${s * 0.8} Q${s * 0.45} ${s * 0.4} ${s * 0.75} ${s * 0.2}" stroke="${look.shape}" stroke-width="${s * 0.07}" fill="none" stroke-linecap="round"/>`;
  }
}

/** An SVG for a crop: a colour gradient, a pattern of the produce's shape, and its name on a band. */
function cropSvg(crop: DemoCrop, variant: number): string {
  const look = LOOKS[crop];
  const size = variant === 0 ? 64 : 112;
  const angle = variant === 0 ? 0 : 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/>
    </linearGradient>
    <pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${variant === 0 ? -8 : 15})">
      <g fill="${look.shape}" fill-opacity="0.85">${shapeOf(look, size)}</g>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#p)" opacity="0.55"/>
  <circle cx="${variant === 0 ? 800 : 160}" cy="140" r="90" fill="#ffffff" opacity="0.25"/>
  <rect x="0" y="${HEIGHT - 200}" width="${WIDTH}" height="200" fill="#1b1b1b" opacity="0.45"/>
  <text x="60" y="${HEIGHT - 95}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="96" font-weight="bold" fill="#ffffff">${look.label}</text>
  <text x="64" y="${HEIGHT - 45}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="#ffffff" opacity="0.85">KisanSetu demo photo</text>
</svg>`;
}

/**
 * A generated JPEG for a crop (two looks per crop: `variant` 0 or 1), rendered by sharp from SVG, so the repository
 * carries no binary photos. The result goes through the real upload pipeline like a farmer's photo.
 */
export async function cropPhoto(crop: DemoCrop, variant: 0 | 1): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(cropSvg(crop, variant)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A square avatar with the person's initials. */
export async function initialsAvatar(fullName: string, colour: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${colour}"/>
  <text x="128" y="160" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="104" font-weight="bold" fill="#ffffff">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
