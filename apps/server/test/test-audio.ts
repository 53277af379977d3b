import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Voice notes for the tests. `chromium-3s.m4a` and `chromium-3s.webm` are what Chromium's MediaRecorder made of three
 * seconds of its fake microphone (fragmented MP4 with Opus, and WebM with Opus of unknown length, as a phone records
 * them); `oggOpus` builds an Ogg Opus file of any length whose pages hold silence.
 */
export function recordedVoiceNote(name: 'chromium-3s.m4a' | 'chromium-3s.webm'): Buffer {
  return readFileSync(fileURLToPath(new URL(`./audio/${name}`, import.meta.url)));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** One Ogg page holding whole `packets`, each laced in segments of 255 bytes and a last shorter one. */
export function oggPage(packets: Buffer[], sequence: number, granule: bigint, headerType: number): Buffer {
  const segments: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      segments.push(255);
      left -= 255;
    }
    segments.push(left);
  }
  const header = Buffer.alloc(27 + segments.length);
  header.write('OggS', 0, 'latin1');
  header[5] = headerType;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x4b53, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = segments.length;
  segments.forEach((size, index) => (header[27 + index] = size));
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/**
 * An Ogg Opus voice note `seconds` long: silent frames of twenty milliseconds, a page a second. `claimedSeconds`
 * makes the last page's granule position claim another length than its packets hold (a lying file).
 */
export function oggOpus(seconds: number, claimedSeconds = seconds): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.alloc(16);
  tags.write('OpusTags', 0, 'latin1');
  const pages = [oggPage([head], 0, 0n, 2), oggPage([tags], 1, 0n, 0)];
  // A TOC byte for one CELT frame of twenty milliseconds, then two bytes of silence.
  const frame = Buffer.from([0xf8, 0xff, 0xfe]);
  const whole = Math.ceil(seconds);
  for (let second = 1; second <= whole; second++) {
    const frames = Math.round(Math.min(1, seconds - (second - 1)) * 50);
    const packets = Array.from({ length: frames }, () => frame);
    const last = second === whole;
    const granule = BigInt(Math.round((last ? claimedSeconds : Math.min(second, seconds)) * 48_000) + 312);
    pages.push(oggPage(packets, second + 1, granule, last ? 4 : 0));
  }
  return Buffer.concat(pages);
}
