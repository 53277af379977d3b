import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/lib/i18n';
import { ListenButton } from './listen-button';

/** The parts of an utterance the app sets. */
class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const voice = (lang: string) => ({ lang, name: lang, default: false, localService: true, voiceURI: lang });

function installSpeech(langs: string[]) {
  const synth = {
    getVoices: vi.fn(() => langs.map(voice)),
    speak: vi.fn(),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

beforeEach(async () => {
  await changeLanguage('en');
});

afterEach(async () => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('Listen', () => {
  it('reads the text with the phone’s voice for the UI language, and a second tap stops it', async () => {
    const synth = installSpeech(['en-US', 'hi-IN']);
    await changeLanguage('hi');
    render(<ListenButton text="प्याज़। 32 रुपये प्रति किलो।" />);
    await userEvent.click(screen.getByRole('button', { name: 'सुनें' }));
    expect(synth.speak).toHaveBeenCalledTimes(1);
    const utterance = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(utterance.text).toBe('प्याज़। 32 रुपये प्रति किलो।');
    expect(utterance.lang).toBe('hi-IN');
    expect(utterance.voice).toMatchObject({ lang: 'hi-IN' });

    await userEvent.click(screen.getByRole('button', { name: 'रोकें' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'सुनें' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back to Listen when the reading ends', async () => {
    const synth = installSpeech(['en-IN']);
    render(<ListenButton text="Onion" />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    act(() => (synth.speak.mock.calls[0]![0] as FakeUtterance).onend?.());
    expect(screen.getByRole('button', { name: 'Listen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not offered when the phone has no voice in the UI language', async () => {
    installSpeech(['en-US']);
    await changeLanguage('hi');
    render(<ListenButton text="प्याज़" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
