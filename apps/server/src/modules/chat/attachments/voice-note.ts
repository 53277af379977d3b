import { parseBuffer } from 'music-metadata';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { CHAT_FILE_LIMITS, CHAT_FILE_VALIDATION_KEY, type VoiceNoteMime } from '@kisansetu/contract';
import { AppError } from '../../../errors';
import { measureOggOpus } from './ogg-opus';

/** A voice note as the server measured it from its own bytes. */
export interface VoiceNote {
  mime: VoiceNoteMime;
  durationSeconds: number;
}

const unsupported = () => new AppError('unsupported_media_type', 'server.unsupportedAudio');

/** The container announced by the first bytes, never by the name or type the client gave. */
function sniffContainer(input: Buffer): VoiceNoteMime | null {
  if (input.length >= 4 && input.toString('latin1', 0, 4) === 'OggS') return 'audio/ogg';
  if (input.length >= 4 && input.readUInt32BE(0) === 0x1a45dfa3) {
    // EBML: the DocType near the start says WebM (Matroska proper is not accepted).
    return input.subarray(0, 64).includes('webm', 0, 'latin1') ? 'audio/webm' : null;
  }
  if (input.length >= 12 && input.toString('latin1', 4, 8) === 'ftyp') return 'audio/mp4';
  return null;
}

/** How far a file's claimed length may stray from its content's: a second, or 5% of a longer note. */
const CLAIM_TOLERANCE = { seconds: 1, share: 0.05 };

/**
 * Ogg Opus measured from its packets (see ogg-opus.ts). A file whose last page claims a length its packets do not
 * add up to is refused: a player shows one and plays the other, so the file is not what it says.
 */
function measureOgg(input: Buffer): number {
  const { measuredSeconds, claimedSeconds } = measureOggOpus(input);
  if (disagrees(measuredSeconds, claimedSeconds)) throw unsupported();
  return measuredSeconds;
}

/** WebM through music-metadata: the codec must be Opus, and the length is what the file itself says. */
async function measureWebm(input: Buffer, mime: VoiceNoteMime): Promise<number> {
  const { format } = await parseBuffer(input, { mimeType: mime, size: input.length }, { duration: true });
  if (!/opus/i.test(format.codec ?? '') || format.duration === undefined) throw unsupported();
  return format.duration;
}

/** True when a file's `claimed` length strays further from its `measured` one than {@link CLAIM_TOLERANCE}. */
function disagrees(measured: number, claimed: number): boolean {
  return Math.abs(measured - claimed) > Math.max(CLAIM_TOLERANCE.seconds, measured * CLAIM_TOLERANCE.share);
}

/**
 * MP4 through mp4box: one audio track (Opus or AAC) and nothing else, measured as the sum of its samples' durations
 * (a browser's recording is fragmented, and mp4box sums every fragment's samples too). A header that claims another
 * length (the movie's, or the fragments' total) is refused as an Ogg page's is.
 */
function measureMp4(input: Buffer): number {
  const file = createFile();
  let movie: Parameters<NonNullable<typeof file.onReady>>[0] | undefined;
  file.onReady = (info) => {
    movie = info;
  };
  const copy = input.buffer.slice(input.byteOffset, input.byteOffset + input.byteLength);
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
  file.flush();
  if (!movie || movie.tracks.length !== 1 || movie.audioTracks.length !== 1) throw unsupported();
  const track = movie.audioTracks[0]!;
  if (!/^(opus|mp4a\.40\.\d+)$/i.test(track.codec)) throw unsupported();
  if (!(track.timescale > 0)) throw unsupported();
  const measured = track.samples_duration / track.timescale;
  const claims = [
    movie.isFragmented && movie.fragment_duration
      ? movie.fragment_duration.num / movie.fragment_duration.den
      : undefined,
    movie.timescale > 0 && movie.duration > 0 ? movie.duration / movie.timescale : undefined,
  ];
  if (claims.some((claimed) => claimed !== undefined && disagrees(measured, claimed))) throw unsupported();
  return measured;
}

/**
 * Checks a voice note by its content and measures it: Ogg or WebM with Opus, or MP4 with AAC or Opus (415
 * `unsupportedAudio` for anything else, or for a file no parser can read to its end), at most
 * `CHAT_FILE_LIMITS.voiceNoteBytesMax` (413) and `voiceNoteSecondsMax` long (400 on the `audio` field). An Ogg file
 * is measured from its packets, and one whose own claim of its length disagrees with them, or that carries anything
 * after its last page, is a 415. It is stored as sent: the server neither transcodes nor trusts a length the client
 * states.
 */
export async function checkVoiceNote(input: Buffer): Promise<VoiceNote> {
  if (input.length > CHAT_FILE_LIMITS.voiceNoteBytesMax) {
    throw new AppError('payload_too_large', 'server.voiceNoteTooLarge');
  }
  const mime = sniffContainer(input);
  if (!mime) throw unsupported();
  let seconds: number;
  try {
    seconds =
      mime === 'audio/mp4'
        ? measureMp4(input)
        : mime === 'audio/ogg'
          ? measureOgg(input)
          : await measureWebm(input, mime);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
  if (!Number.isFinite(seconds) || seconds <= 0) throw unsupported();
  if (seconds > CHAT_FILE_LIMITS.voiceNoteSecondsMax) {
    throw new AppError('validation_failed', CHAT_FILE_VALIDATION_KEY.voiceNoteTooLong, {
      fields: { audio: CHAT_FILE_VALIDATION_KEY.voiceNoteTooLong },
    });
  }
  return { mime, durationSeconds: Math.round(seconds * 10) / 10 };
}
