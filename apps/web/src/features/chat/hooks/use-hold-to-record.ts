import { useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { useVoiceRecorder } from './use-voice-recorder';
import type { RecordedNote, RecorderFailure } from './use-voice-recorder';

/** How far a finger slides left off the record button to throw the recording away. */
const CANCEL_SLIDE_PX = 96;

/** How a recording was started: held by a finger or a mouse, or pressed from a keyboard or a screen reader. */
export type RecordMode = 'hold' | 'toggle';

/**
 * The hold-to-record gesture of the voice note's button: holding records and lifting the finger sends, sliding left
 * throws the recording away, and a lift before the microphone was even on is a tap, answered with `notice`
 * 'tooShort'. A keyboard or a screen reader cannot hold: its press starts and its next press sends. `handlers` go on
 * the button; `notice` also carries the recorder's own failures.
 */
export function useHoldToRecord({
  onRecorded,
  onStart,
}: {
  onRecorded: (note: RecordedNote) => void;
  /** A recording starts (the caller clears its error). */
  onStart: () => void;
}) {
  const [mode, setMode] = useState<RecordMode>('hold');
  const [slide, setSlide] = useState(0);
  const [notice, setNotice] = useState<RecorderFailure | null>(null);
  const hold = useRef<{ pointerId: number; x: number } | null>(null);
  const recorder = useVoiceRecorder({ onRecorded, onFailure: setNotice });
  const recording = recorder.phase !== 'idle';

  function start(how: RecordMode): void {
    setMode(how);
    setNotice(null);
    onStart();
    void recorder.start();
  }

  const handlers = {
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if ((event.pointerType === 'mouse' && event.button !== 0) || recording) return;
      // The finger stays on this button while the row around it changes: its moves and lift still come here.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      hold.current = { pointerId: event.pointerId, x: event.clientX };
      setSlide(0);
      start('hold');
    },
    onPointerMove: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const held = hold.current;
      if (!held || held.pointerId !== event.pointerId) return;
      const moved = Math.max(0, held.x - event.clientX);
      if (moved < CANCEL_SLIDE_PX) {
        setSlide(moved);
        return;
      }
      hold.current = null;
      setSlide(0);
      recorder.cancel();
    },
    onPointerUp: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const held = hold.current;
      if (!held || held.pointerId !== event.pointerId) return;
      hold.current = null;
      setSlide(0);
      // Let go before the microphone was even on: a tap, which says how the button works.
      if (recorder.phase === 'starting') {
        recorder.cancel();
        setNotice('tooShort');
      } else {
        recorder.finish();
      }
    },
    onPointerCancel: () => {
      if (!hold.current) return;
      hold.current = null;
      setSlide(0);
      recorder.cancel();
    },
    onClick: (event: ReactMouseEvent<HTMLButtonElement>) => {
      // A finger or a mouse was handled as a hold; a click without one (detail 0) is a keyboard or a screen reader,
      // which cannot hold: a press starts, the next one sends.
      if (event.detail > 0) return;
      if (!recording) start('toggle');
      else if (mode === 'toggle') recorder.finish();
    },
    // A phone's own long-press menu would open over the recording.
    onContextMenu: (event: ReactMouseEvent<HTMLButtonElement>) => event.preventDefault(),
  };

  return {
    recording,
    mode,
    /** How far the held finger has slid left, for the "slide to cancel" text to follow it. */
    slide,
    elapsedMs: recorder.elapsedMs,
    notice,
    clearNotice: () => setNotice(null),
    /** Throws the recording away (the bin). */
    cancel: recorder.cancel,
    handlers,
  };
}
