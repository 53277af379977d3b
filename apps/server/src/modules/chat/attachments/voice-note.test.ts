import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../errors';
import { oggOpus, oggPage, recordedVoiceNote } from '../../../../test/test-audio';
import { measureOggOpus, NotOggOpus, opusPacketSamples } from './ogg-opus';
import { checkVoiceNote } from './voice-note';

/** The status and field of what checkVoiceNote refuses a file with. */
async function refusal(input: Buffer) {
  const error = await checkVoiceNote(input).then(
    () => null,
    (failure: unknown) => failure,
  );
  return isAppError(error) ? { status: error.status, key: error.key, fields: error.fieldKeys } : error;
}

describe('Opus packet lengths from the TOC byte', () => {
  it.each([
    ['CELT 20 ms, one frame', [0xf8], 960],
    ['CELT 2.5 ms, one frame', [16 << 3], 120],
    ['SILK 60 ms, one frame', [(3 << 3) | 0], 2880],
    ['hybrid 10 ms, two equal frames', [(12 << 3) | 1], 960],
    ['SILK 40 ms, two frames of any size', [(2 << 3) | 2], 3840],
    ['CELT 5 ms, code 3 with 12 frames', [(17 << 3) | 3, 12], 2880],
    ['CELT 20 ms, code 3 with 6 frames (the most, 120 ms)', [(19 << 3) | 3, 0x80 | 6], 5760],
  ])('%s', (_, bytes, samples) => {
    expect(opusPacketSamples(Uint8Array.from(bytes))).toBe(samples);
  });

  it.each([
    ['an empty packet', []],
    ['code 3 without its count byte', [(19 << 3) | 3]],
    ['code 3 of no frames', [(19 << 3) | 3, 0]],
    ['more than 120 ms', [(3 << 3) | 3, 3]],
  ])('refuses %s', (_, bytes) => {
    expect(() => opusPacketSamples(Uint8Array.from(bytes))).toThrow(NotOggOpus);
  });
});

describe('an Ogg Opus voice note is measured from its packets', () => {
  it('measures an honest file from its packets', async () => {
    const { measuredSeconds, claimedSeconds } = measureOggOpus(oggOpus(7));
    expect(measuredSeconds).toBeCloseTo(7, 1);
    expect(claimedSeconds).toBe(7);
    await expect(checkVoiceNote(oggOpus(7))).resolves.toEqual({ mime: 'audio/ogg', durationSeconds: 7 });
  });

  it('refuses 600 one-second pages whose last page claims 3 s (415), as it refuses any claim its packets do not hold', async () => {
    const lying = oggOpus(600, 3);
    expect(measureOggOpus(lying)).toMatchObject({ claimedSeconds: 3 });
    expect(measureOggOpus(lying).measuredSeconds).toBeCloseTo(600, 1);
    expect(await refusal(lying)).toMatchObject({ status: 415, key: 'server.unsupportedAudio' });
    // Short the other way: a 3-second note claiming 100 s.
    expect(await refusal(oggOpus(3, 100))).toMatchObject({ status: 415 });
    // Within the tolerance (a second, or 5%): an encoder's end trimming is not a lie.
    await expect(checkVoiceNote(oggOpus(60, 59.5))).resolves.toMatchObject({ durationSeconds: 60 });
  });

  it('refuses an honest note longer than two minutes on the audio field (400)', async () => {
    expect(await refusal(oggOpus(121))).toMatchObject({
      status: 400,
      fields: { audio: 'validation.voiceNoteTooLong' },
    });
  });

  it('refuses anything after the last page, and a stream that is not whole', async () => {
    const note = oggOpus(2);
    expect(await refusal(Buffer.concat([note, Buffer.from('trailing bytes')]))).toMatchObject({
      status: 415,
    });
    // Another whole page after the one that ends the stream.
    expect(
      await refusal(Buffer.concat([note, oggPage([Buffer.from([0xf8, 0xff, 0xfe])], 4, 48_312n, 4)])),
    ).toMatchObject({ status: 415 });
    // A page cut short, and a page whose bytes were changed under its checksum.
    expect(await refusal(note.subarray(0, note.length - 10))).toMatchObject({ status: 415 });
    const changed = Buffer.from(note);
    changed.writeUInt8(changed.readUInt8(changed.length - 2) ^ 0x55, changed.length - 2);
    expect(() => measureOggOpus(changed)).toThrow(/checksum/);
    // A page missing from the middle.
    const pages = splitPages(oggOpus(3));
    expect(() => measureOggOpus(Buffer.concat([pages[0]!, pages[1]!, pages[2]!, pages[4]!]))).toThrow(
      /missing/,
    );
  });

  it('refuses an Ogg stream that is not Opus', async () => {
    const pages = splitPages(oggOpus(1));
    const vorbis = oggPage([Buffer.from('\x01vorbis' + '\0'.repeat(23), 'latin1')], 0, 0n, 2);
    expect(await refusal(Buffer.concat([vorbis, ...pages.slice(1)]))).toMatchObject({ status: 415 });
  });

  it('measures an MP4 recording from its samples, and refuses one whose header claims another length', async () => {
    const recording = recordedVoiceNote('chromium-3s.m4a');
    await expect(checkVoiceNote(recording)).resolves.toEqual({ mime: 'audio/mp4', durationSeconds: 2.9 });
    // The movie header (mvhd: version 1 has 64-bit times) made to claim 100 s.
    const lying = Buffer.from(recording);
    const mvhd = lying.indexOf('mvhd', 0, 'latin1');
    if (lying[mvhd + 4] === 1) {
      const timescale = lying.readUInt32BE(mvhd + 24);
      lying.writeBigUInt64BE(BigInt(timescale * 100), mvhd + 28);
    } else {
      const timescale = lying.readUInt32BE(mvhd + 16);
      lying.writeUInt32BE(timescale * 100, mvhd + 20);
    }
    expect(await refusal(lying)).toMatchObject({ status: 415, key: 'server.unsupportedAudio' });
  });
});

/** The pages of an Ogg file, as laid out by its headers. */
function splitPages(file: Buffer): Buffer[] {
  const pages: Buffer[] = [];
  for (let at = 0; at < file.length;) {
    const segments = file[at + 26]!;
    const body = file.subarray(at + 27, at + 27 + segments).reduce((sum, size) => sum + size, 0);
    const end = at + 27 + segments + body;
    pages.push(file.subarray(at, end));
    at = end;
  }
  return pages;
}
