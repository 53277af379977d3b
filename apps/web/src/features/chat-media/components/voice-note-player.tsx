import { useEffect, useRef, useState } from 'react';
import type { MessageAttachment } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import { clock, isLocalUrl } from '../model/clock';
import { voiceNoteBlob } from '../model/voice-note-store';
import { RoundedPauseIcon, RoundedPlayIcon } from '@/components/icons';

export type VoiceNoteAttachment = Extract<MessageAttachment, { kind: 'audio' }>;

/**
 * A voice note: play and pause, where it is and how long it is (the length the server measured: a recording made
 * in a browser often does not say its own), and a slider to move in it. The file is fetched on the first Play and
 * kept on the phone, so a note once heard plays again offline.
 */
export function VoiceNotePlayer({
  attachment,
  tone = 'plain',
}: {
  attachment: VoiceNoteAttachment;
  /** `mine`: on the sender's dark bubble. */
  tone?: 'mine' | 'plain';
}) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const objectUrl = useRef<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const length = Math.max(0, attachment.durationSeconds);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  async function load(element: HTMLAudioElement): Promise<boolean> {
    if (element.getAttribute('src')) return true;
    if (isLocalUrl(attachment.url)) {
      element.src = attachment.url;
      return true;
    }
    setState('loading');
    try {
      const blob = await voiceNoteBlob(attachment.url);
      objectUrl.current = URL.createObjectURL(blob);
      element.src = objectUrl.current;
      return true;
    } catch (error) {
      console.warn('Voice note could not be fetched:', error);
      setState('failed');
      return false;
    }
  }

  /** Whether the element is on the phone's copy of a note the server also has. */
  const onKeptCopy = (element: HTMLAudioElement) =>
    objectUrl.current !== null && element.src === objectUrl.current;

  async function toggle(): Promise<void> {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    if (!(await load(element))) return;
    setState('ready');
    try {
      await element.play();
      return;
    } catch (error) {
      if (!onKeptCopy(element)) {
        console.warn('Voice note could not play:', error);
        setState('failed');
        return;
      }
    }
    // The phone's copy would not play (a page policy that refuses blob: media, say): the server's copy streams.
    element.src = attachment.url;
    try {
      await element.play();
    } catch (error) {
      console.warn('Voice note could not play:', error);
      setState('failed');
    }
  }

  const label =
    state === 'loading' ? t('state.loading') : playing ? t('chatMedia.pause') : t('chatMedia.play');
  return (
    <div className="flex w-64 max-w-full flex-col gap-1">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => void toggle()}
          aria-label={label}
          disabled={state === 'loading'}
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
            tone === 'mine'
              ? 'bg-white text-brand-800 hover:bg-brand-50'
              : 'bg-brand-700 text-white hover:bg-brand-800',
            state === 'loading' && 'animate-pulse',
          )}
        >
          {playing ? <RoundedPauseIcon /> : <RoundedPlayIcon />}
        </button>
        <input
          type="range"
          min={0}
          max={length || 1}
          step={0.1}
          value={Math.min(position, length)}
          aria-label={t('chatMedia.position')}
          aria-valuetext={t('chatMedia.positionText', { position: clock(position), length: clock(length) })}
          onChange={(event) => {
            const next = Number(event.target.value);
            setPosition(next);
            const element = audio.current;
            if (element?.getAttribute('src')) element.currentTime = next;
          }}
          className={cn('h-11 min-w-0 flex-1', tone === 'mine' ? 'accent-white' : 'accent-brand-700')}
        />
        <span className="shrink-0 text-xs tabular-nums" aria-hidden="true">
          {playing || position > 0 ? `${clock(position)} / ${clock(length)}` : clock(length)}
        </span>
      </div>
      <span className="sr-only">{t('chatMedia.voiceNoteLength', { length: clock(length) })}</span>
      {state === 'failed' ? (
        <p
          role="alert"
          className={cn('text-sm font-medium', tone === 'mine' ? 'text-white' : 'text-red-700')}
        >
          {t('chatMedia.loadFailed')}
        </p>
      ) : null}
      <audio
        ref={audio}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        onError={(event) => {
          // The kept copy's failure is handled where it was played: the server's copy is tried next.
          if (onKeptCopy(event.currentTarget)) return;
          console.warn('Voice note could not be played:', event.currentTarget.error);
          setPlaying(false);
          setState('failed');
        }}
      />
    </div>
  );
}
