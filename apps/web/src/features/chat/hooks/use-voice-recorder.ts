import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_FILE_LIMITS, VOICE_NOTE_MIME_TYPES } from '@kisansetu/contract';
import type { VoiceNoteMime } from '@kisansetu/contract';

/**
 * The recordings the server can measure, best first: MP4 (Chromium writes Opus in it, Safari AAC), then Ogg Opus
 * (Firefox). Not WebM: Chromium writes it without a length that any parser can read, and the server refuses it.
 */
export const RECORDING_TYPES = ['audio/mp4', 'audio/ogg;codecs=opus'] as const;

/** Speech needs little: at this rate the longest note stays far inside the server's size limit and quick on 2G. */
const BITS_PER_SECOND = 32_000;

/**
 * A recording stops by itself a little before the server's limit, so the length the server reads from the file
 * (the container's timing can run a little longer than the clock) is never over it.
 */
export const RECORDING_MAX_MS = CHAT_FILE_LIMITS.voiceNoteSecondsMax * 1000 - 500;

/** Shorter than this is a tap on the button, not a voice note. */
export const RECORDING_MIN_MS = 1000;

const EXTENSIONS: Record<VoiceNoteMime, string> = {
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
};

export interface RecordedNote {
  blob: Blob;
  name: string;
  mime: VoiceNoteMime;
  durationSeconds: number;
}

export type RecorderFailure = 'blocked' | 'failed' | 'tooShort';

/** Whether this browser can record a voice note the server takes (MediaRecorder, a microphone, one of our types). */
export function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    recordingType() !== undefined
  );
}

/** The first of RECORDING_TYPES the browser records, or undefined when it records none of them. */
export function recordingType(
  supports: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type),
): string | undefined {
  return RECORDING_TYPES.find((type) => supports(type));
}

/** 'audio/webm;codecs=opus' → 'audio/webm', when it is one the server takes. */
function voiceNoteMime(type: string): VoiceNoteMime | undefined {
  const base = type.split(';')[0]?.trim().toLowerCase();
  return VOICE_NOTE_MIME_TYPES.find((mime) => mime === base);
}

type Phase = 'idle' | 'starting' | 'recording';

/**
 * The microphone for a voice note: `start` asks for it and records, `finish` stops and hands the note to
 * `onRecorded`, `cancel` throws it away; it finishes by itself at the length limit. `elapsedMs` drives the timer.
 * Leaving the conversation (unmount) cancels and releases the microphone.
 */
export function useVoiceRecorder({
  onRecorded,
  onFailure,
}: {
  onRecorded: (note: RecordedNote) => void;
  onFailure: (failure: RecorderFailure) => void;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  /** What the stop that is coming means: hand the note over, or throw it away. */
  const outcome = useRef<'keep' | 'discard'>('discard');
  /** Bumped by every start and cancel: a microphone granted after the person let go is released at once. */
  const attempt = useRef(0);
  const callbacks = useRef({ onRecorded, onFailure });
  callbacks.current = { onRecorded, onFailure };

  const release = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    recorder.current = null;
    setPhase('idle');
    setElapsedMs(0);
  }, []);

  const stop = useCallback(
    (keep: boolean) => {
      attempt.current += 1;
      const active = recorder.current;
      if (!active || active.state === 'inactive') {
        release();
        return;
      }
      outcome.current = keep ? 'keep' : 'discard';
      active.stop();
    },
    [release],
  );

  const start = useCallback(async () => {
    if (recorder.current || !canRecord()) return;
    const mine = ++attempt.current;
    setPhase('starting');
    let granted: MediaStream;
    try {
      granted = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (mine !== attempt.current) return;
      setPhase('idle');
      const refused =
        error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      callbacks.current.onFailure(refused ? 'blocked' : 'failed');
      return;
    }
    if (mine !== attempt.current) {
      for (const track of granted.getTracks()) track.stop();
      return;
    }
    const type = recordingType();
    let next: MediaRecorder;
    try {
      next = new MediaRecorder(granted, {
        ...(type ? { mimeType: type } : {}),
        audioBitsPerSecond: BITS_PER_SECOND,
      });
    } catch {
      for (const track of granted.getTracks()) track.stop();
      setPhase('idle');
      callbacks.current.onFailure('failed');
      return;
    }
    const chunks: Blob[] = [];
    next.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    next.addEventListener('stop', () => {
      const lengthMs = Date.now() - startedAt.current;
      const keep = outcome.current === 'keep';
      release();
      if (!keep) return;
      if (lengthMs < RECORDING_MIN_MS) {
        callbacks.current.onFailure('tooShort');
        return;
      }
      const blob = new Blob(chunks, { type: next.mimeType || type || '' });
      const mime = voiceNoteMime(blob.type);
      if (!mime || blob.size === 0) {
        callbacks.current.onFailure('failed');
        return;
      }
      callbacks.current.onRecorded({
        blob,
        mime,
        name: `voice-note.${EXTENSIONS[mime]}`,
        durationSeconds: Math.min(CHAT_FILE_LIMITS.voiceNoteSecondsMax, Math.round(lengthMs / 100) / 10),
      });
    });
    stream.current = granted;
    recorder.current = next;
    outcome.current = 'discard';
    startedAt.current = Date.now();
    next.start();
    setPhase('recording');
    setElapsedMs(0);
    timer.current = setInterval(() => {
      const elapsed = Date.now() - startedAt.current;
      setElapsedMs(elapsed);
      if (elapsed >= RECORDING_MAX_MS) stop(true);
    }, 200);
  }, [release, stop]);

  useEffect(
    () => () => {
      attempt.current += 1;
      outcome.current = 'discard';
      const active = recorder.current;
      if (active && active.state !== 'inactive') active.stop();
      clearInterval(timer.current);
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  return {
    phase,
    elapsedMs,
    start,
    /** Stops and sends what was recorded. */
    finish: useCallback(() => stop(true), [stop]),
    /** Stops and throws the recording away. */
    cancel: useCallback(() => stop(false), [stop]),
  };
}
