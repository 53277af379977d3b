import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { changeLanguage } from '@/lib/i18n';
import type { Recognition, RecognitionResultEvent } from '@/lib/speech';
import { putWords, useVoiceInput } from './voice-input';

/** A stand-in for the browser's recogniser: records what the app set and lets the test say what was heard. */
class FakeRecognition implements Recognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  interimResults = true;
  maxAlternatives = 5;
  continuous = true;
  started = false;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  hear(...phrases: string[]) {
    this.onresult?.({ results: phrases.map((transcript) => [{ transcript }]) });
    this.onend?.();
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

type SpeechWindow = { webkitSpeechRecognition?: unknown; SpeechRecognition?: unknown };

function Harness({ mode = 'replace' }: { mode?: 'replace' | 'append' }) {
  const box = useRef<HTMLInputElement>(null);
  const voice = useVoiceInput({ fieldLabel: 'crop', onText: (words) => putWords(box.current, words, mode) });
  return (
    <div>
      <label>
        Crop
        <input ref={box} defaultValue="Red" />
      </label>
      {voice.button}
      {voice.message}
    </div>
  );
}

const last = () => FakeRecognition.instances.at(-1)!;

beforeEach(async () => {
  FakeRecognition.instances = [];
  (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
  await changeLanguage('en');
});

afterEach(async () => {
  delete (window as SpeechWindow).webkitSpeechRecognition;
  await changeLanguage('en');
});

describe('voice input', () => {
  it('listens in the UI language, says so, and puts the words in the field to be checked', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Speak the crop' }));
    expect(last().started).toBe(true);
    expect(last().lang).toBe('en-IN');
    expect(last().interimResults).toBe(false);
    expect(screen.getByRole('button', { name: 'Speak the crop' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Listening… speak now');

    act(() => last().hear('lal pyaz', 'Nashik'));
    const box = screen.getByRole('textbox', { name: 'Crop' });
    expect(box).toHaveValue('lal pyaz Nashik');
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Speak the crop' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Listening… speak now')).toBeNull();
  });

  it('adds to what is there in append mode, and listens in Hindi when the UI is in Hindi', async () => {
    await changeLanguage('hi');
    render(<Harness mode="append" />);
    await userEvent.click(screen.getByRole('button', { name: 'crop बोलकर लिखें' }));
    expect(last().lang).toBe('hi-IN');
    act(() => last().hear('प्याज़'));
    expect(screen.getByRole('textbox')).toHaveValue('Red प्याज़');
  });

  it('says plainly when the microphone is refused, there is no network, or nothing was heard', async () => {
    render(<Harness />);
    const mic = screen.getByRole('button', { name: 'Speak the crop' });
    await userEvent.click(mic);
    act(() => last().fail('not-allowed'));
    // The failures' English loads with the rest of English, so the message comes once that has.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The microphone is not allowed. Allow it in your browser settings to speak instead of typing.',
    );
    await userEvent.click(mic);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => last().fail('network'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Speaking needs an internet connection.');
    await userEvent.click(mic);
    act(() => last().fail('no-speech'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We did not hear anything.');
    expect(screen.getByRole('textbox')).toHaveValue('Red');
  });

  it('offers no microphone where the browser cannot recognise speech', () => {
    delete (window as SpeechWindow).webkitSpeechRecognition;
    render(<Harness />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Crop' })).toBeInTheDocument();
  });
});
