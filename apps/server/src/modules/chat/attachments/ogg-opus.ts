/**
 * Ogg Opus (RFC 7845) read from its own packets: pages checked one after another to the last byte, packets put back
 * together from the pages' lacing, and each audio packet's length read from its Opus TOC byte (RFC 6716 §3.1). A
 * file's own claim of its length (its last granule position) is only compared against that, never believed.
 */

/** The stream is not a single, whole, well-formed Ogg Opus stream. */
export class NotOggOpus extends Error {
  override readonly name = 'NotOggOpus';
}

/** What an Ogg Opus file holds and what it claims. */
export interface OggOpusLength {
  /** The length its audio packets add up to, less the decoder's pre-skip. */
  measuredSeconds: number;
  /** The length its last granule position claims (granule minus pre-skip). */
  claimedSeconds: number;
}

/** Opus counts every length in samples at 48 kHz, whatever rate was recorded. */
const RATE = 48_000;
const PAGE_HEADER_BYTES = 27;
const CONTINUED = 0x01;
const FIRST_PAGE = 0x02;
const LAST_PAGE = 0x04;
/** RFC 6716 §3.2.5: no packet may hold more than 120 ms of audio. */
const MAX_PACKET_SAMPLES = (120 * RATE) / 1000;

/** Samples of one frame by TOC config (RFC 6716 table 2): SILK 10/20/40/60 ms, hybrid 10/20, CELT 2.5/5/10/20. */
function frameSamples(config: number): number {
  if (config < 12) return [480, 960, 1920, 2880][config % 4]!;
  if (config < 16) return [480, 960][config % 2]!;
  return [120, 240, 480, 960][config % 4]!;
}

/** The samples one Opus packet decodes to, read from its TOC byte (and frame count byte for code 3). */
export function opusPacketSamples(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) throw new NotOggOpus('an empty audio packet');
  const code = toc & 0x03;
  let frames: number;
  if (code === 0) frames = 1;
  else if (code === 1 || code === 2) frames = 2;
  else {
    const count = packet[1];
    if (count === undefined) throw new NotOggOpus('a code 3 packet without its frame count');
    frames = count & 0x3f;
    if (frames === 0) throw new NotOggOpus('a code 3 packet of no frames');
  }
  const samples = frames * frameSamples(toc >> 3);
  if (samples > MAX_PACKET_SAMPLES) throw new NotOggOpus('a packet longer than 120 ms');
  return samples;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/** Ogg's CRC-32 of a page, its own checksum field read as zero. */
function pageCrc(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page[i]!;
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}

/**
 * Measures an Ogg Opus file from its packets, and reads what it claims. Throws {@link NotOggOpus} for anything but
 * one logical Opus stream of whole, checksummed, consecutive pages with nothing after the last of them.
 */
export function measureOggOpus(input: Buffer): OggOpusLength {
  const packets: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let offset = 0;
  let serial: number | undefined;
  let sequence = 0;
  let lastGranule: bigint | undefined;
  let ended = false;

  while (offset < input.length) {
    // Anything after the page that ends the stream is data a player never reads: it is refused, not kept.
    if (ended) throw new NotOggOpus('data after the last page');
    if (input.length - offset < PAGE_HEADER_BYTES || input.toString('latin1', offset, offset + 4) !== 'OggS')
      throw new NotOggOpus('not an Ogg page where one should start');
    if (input[offset + 4] !== 0) throw new NotOggOpus('an unknown Ogg version');
    const flags = input[offset + 5]!;
    const granule = input.readBigInt64LE(offset + 6);
    const pageSerial = input.readUInt32LE(offset + 14);
    const pageSequence = input.readUInt32LE(offset + 18);
    const checksum = input.readUInt32LE(offset + 22);
    const segments = input[offset + 26]!;
    const bodyStart = offset + PAGE_HEADER_BYTES + segments;
    if (bodyStart > input.length) throw new NotOggOpus('a page cut short');
    const lacing = input.subarray(offset + PAGE_HEADER_BYTES, bodyStart);
    const bodyBytes = lacing.reduce((sum, value) => sum + value, 0);
    const end = bodyStart + bodyBytes;
    if (end > input.length) throw new NotOggOpus('a page cut short');
    if (pageCrc(input.subarray(offset, end)) !== checksum) throw new NotOggOpus('a page fails its checksum');

    const first = serial === undefined;
    if (first !== ((flags & FIRST_PAGE) !== 0)) throw new NotOggOpus('a stream that does not begin once');
    if (!first && pageSerial !== serial) throw new NotOggOpus('more than one logical stream');
    if (!first && pageSequence !== sequence + 1) throw new NotOggOpus('a page missing');
    if (((flags & CONTINUED) !== 0) !== pending.length > 0)
      throw new NotOggOpus('a page that does not continue the packet before it');
    serial = pageSerial;
    sequence = pageSequence;
    ended = (flags & LAST_PAGE) !== 0;
    // -1: no packet ends on this page.
    if (granule !== -1n) lastGranule = granule;

    let at = bodyStart;
    for (const size of lacing) {
      pending.push(input.subarray(at, at + size));
      at += size;
      // A lacing value under 255 ends the packet; 255 means it goes on in the next segment.
      if (size < 255) {
        packets.push(Buffer.concat(pending));
        pending = [];
      }
    }
    offset = end;
  }
  if (pending.length > 0) throw new NotOggOpus('a packet left unfinished');

  const [head, tags, ...audio] = packets;
  if (!head || head.length < 19 || Buffer.from(head.subarray(0, 8)).toString('latin1') !== 'OpusHead')
    throw new NotOggOpus('no OpusHead');
  if (!tags || Buffer.from(tags.subarray(0, 8)).toString('latin1') !== 'OpusTags')
    throw new NotOggOpus('no OpusTags');
  if (audio.length === 0 || lastGranule === undefined) throw new NotOggOpus('no audio');
  const preSkip = head[10]! | (head[11]! << 8);
  const samples = audio.reduce((sum, packet) => sum + opusPacketSamples(packet), 0);
  return {
    measuredSeconds: Math.max(0, samples - preSkip) / RATE,
    claimedSeconds: Number(lastGranule - BigInt(preSkip)) / RATE,
  };
}
