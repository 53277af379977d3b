import { parseBuffer } from 'music-metadata';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { CHAT_FILE_LIMITS, CHAT_FILE_VALIDATION_KEY, type VoiceNoteMime } from '@kisansetu/contract';
import { AppError } from '../../../errors';

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

/** Ogg and WebM through music-metadata: the codec must be Opus, and the length is what the file itself says. */
async function measureWithMusicMetadata(input: Buffer, mime: VoiceNoteMime): Promise<number> {
  const { format } = await parseBuffer(input, { mimeType: mime, size: input.length }, { duration: true });
  if (!/opus/i.test(format.codec ?? '') || format.duration === undefined) throw unsupported();
  return format.duration;
}

/**
 * MP4 through mp4box: one audio track (Opus or AAC) and nothing else. A browser's recording is fragmented, with no
 * length in its header; mp4box then sums the fragments' samples, which is the length that plays.
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
  const codec = movie.audioTracks[0]!.codec;
  if (!/^(opus|mp4a\.40\.\d+)$/i.test(codec)) throw unsupported();
  if (movie.isFragmented && movie.fragment_duration) {
    return movie.fragment_duration.num / movie.fragment_duration.den;
  }
  return movie.timescale > 0 ? movie.duration / movie.timescale : 0;
}

/**
 * Checks a voice note by its content and measures it: Ogg or WebM with Opus, or MP4 with AAC or Opus (415
 * `unsupportedAudio` for anything else, or for a file no parser can read to its end), at most
 * `CHAT_FILE_LIMITS.voiceNoteBytesMax` (413) and `voiceNoteSecondsMax` long (400 on the `audio` field). It is stored
 * as sent: the server neither transcodes nor trusts a length the client states.
 */
export async function checkVoiceNote(input: Buffer): Promise<VoiceNote> {
  if (input.length > CHAT_FILE_LIMITS.voiceNoteBytesMax) {
    throw new AppError('payload_too_large', 'server.voiceNoteTooLarge');
  }
  const mime = sniffContainer(input);
  if (!mime) throw unsupported();
  let seconds: number;
  try {
    seconds = mime === 'audio/mp4' ? measureMp4(input) : await measureWithMusicMetadata(input, mime);
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
