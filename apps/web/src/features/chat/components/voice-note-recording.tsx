import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import { clock } from '../../chat-media';
import type { RecordMode, useHoldToRecord } from '../hooks/use-hold-to-record';
import { RecordIcon, SendIcon, TrashIcon } from '@/components/icons';

/**
 * The message box's row while a voice note records: the bin that throws it away, a pulsing dot, the timer and, while
 * a finger holds the button, "Slide left to cancel" moving with the finger.
 */
export function RecordingStrip({
  elapsedMs,
  mode,
  slide,
  onCancel,
}: {
  elapsedMs: number;
  mode: RecordMode;
  slide: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('chatMedia.recording')}
      className="flex min-h-11 min-w-0 flex-1 items-center gap-2"
    >
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('chatMedia.cancelVoiceNote')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
      >
        <TrashIcon />
      </button>
      <span className="size-3 shrink-0 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
      <span className="shrink-0 font-semibold text-stone-900 tabular-nums" role="timer">
        {clock(elapsedMs / 1000)}
      </span>
      {mode === 'hold' ? (
        <span
          className="min-w-0 text-sm leading-tight text-stone-600"
          style={{ transform: `translateX(${-slide}px)` }}
        >
          <span aria-hidden="true">‹ </span>
          {t('chatMedia.slideToCancel')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The voice note's button, in Send's place: the microphone to hold, which grows red while it records; a recording
 * started from a keyboard shows Send, its next press. `hintId` names the line that says how the button works.
 */
export function RecordButton({
  recording,
  mode,
  handlers,
  hintId,
}: {
  recording: boolean;
  mode: RecordMode;
  handlers: ReturnType<typeof useHoldToRecord>['handlers'];
  hintId: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      {...handlers}
      aria-label={recording ? t('chatMedia.sendVoiceNote') : t('chatMedia.recordVoiceNote')}
      aria-describedby={recording ? undefined : hintId}
      className={cn(
        'inline-flex size-11 shrink-0 touch-none items-center justify-center rounded-full text-white select-none',
        recording ? 'scale-110 bg-red-600 hover:bg-red-700' : 'bg-brand-700 hover:bg-brand-800',
      )}
    >
      {recording && mode === 'toggle' ? <SendIcon /> : <RecordIcon />}
    </button>
  );
}
