import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingFile } from '../model/messages';
import { FakeMediaRecorder, stubMicrophone, stubObjectUrls, stubPointerEvents } from '../testing/media';
import { MessageComposer } from './message-composer';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A device whose pointers are as given: `coarse` a finger, `fine` a mouse or trackpad. */
function pointers(kind: 'touch' | 'mouse') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      kind === 'touch'
        ? query === '(pointer: coarse)'
        : query === '(any-pointer: fine)' || query === '(pointer: fine)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('The message box', () => {
  it('tells a keyboard user that Enter sends and Shift+Enter starts a new line', () => {
    pointers('mouse');
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Enter sends the message. Shift+Enter starts a new line.',
    );
  });

  it('gives no keyboard tip on a touch screen, where there is no Shift key', () => {
    pointers('touch');
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('');
    expect(screen.queryByText(/Shift\+Enter/)).toBeNull();
  });
});

describe('Photos and voice notes in the message box', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  let microphone: ReturnType<typeof stubMicrophone>;

  beforeEach(() => {
    pointers('touch');
    stubPointerEvents();
    urls = stubObjectUrls();
    microphone = stubMicrophone();
  });

  afterEach(() => {
    cleanup();
    urls.restore();
    microphone.restore();
  });

  function setup() {
    const onSend = vi.fn<(text: string) => void>();
    const onSendFile = vi.fn<(file: OutgoingFile, text: string) => void>();
    render(<MessageComposer recipientName="Ramesh" onSend={onSend} onSendFile={onSendFile} />);
    return { onSend, onSendFile, user: userEvent.setup() };
  }

  it('offers a photo and, while the box is empty, a microphone in the Send button’s place', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Add a photo')).toHaveAttribute('type', 'file');
    const record = screen.getByRole('button', { name: 'Record a voice note' });
    expect(record).toHaveAccessibleDescription(
      'Hold to record and let go to send. With a keyboard, press once to start and once more to send.',
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Message to Ramesh' }), 'Namaste');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a voice note' })).toBeNull();
  });

  it('has only Send where the browser cannot record, and no photo button without a way to send files', () => {
    vi.stubGlobal('MediaRecorder', undefined);
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a voice note' })).toBeNull();
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
  });

  it('shows the chosen photo to check, sends it with the text as its caption, and can remove it first', async () => {
    const { onSend, onSendFile, user } = setup();
    const photo = new File(['jpeg-bytes'], 'field.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add a photo'), photo);
    expect(await screen.findByRole('img', { name: 'The photo to send' })).toHaveAttribute(
      'src',
      'blob:local-1',
    );
    // A photo needs no words: Send is there with the box empty.
    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(screen.queryByRole('img', { name: 'The photo to send' })).toBeNull();

    await user.upload(screen.getByLabelText('Add a photo'), photo);
    await screen.findByRole('img', { name: 'The photo to send' });
    await user.type(screen.getByRole('textbox', { name: 'Message to Ramesh' }), 'Today’s onions');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSend).not.toHaveBeenCalled();
    expect(onSendFile).toHaveBeenCalledTimes(1);
    const [file, caption] = onSendFile.mock.calls[0]!;
    expect(caption).toBe('Today’s onions');
    expect(file).toMatchObject({ kind: 'image', name: 'field.jpg' });
    expect(file.file).toBe(photo);
    expect(screen.queryByRole('img', { name: 'The photo to send' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message to Ramesh' })).toHaveValue('');
  });

  it('refuses a file that is not a photo', async () => {
    const { onSendFile } = setup();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Add a photo'),
      new File(['x'], 'prices.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a photo from your phone.');
    expect(onSendFile).not.toHaveBeenCalled();
  });

  it('records while the microphone is held, with a timer, and sends the voice note when the finger lifts', async () => {
    const { onSendFile } = setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const record = screen.getByRole('button', { name: 'Record a voice note' });
    fireEvent.pointerDown(record, { pointerType: 'touch', pointerId: 7, clientX: 300 });

    const recording = await screen.findByRole('group', { name: 'Recording a voice note' });
    expect(within(recording).getByRole('timer')).toHaveTextContent('0:00');
    expect(within(recording).getByText('Slide left to cancel')).toBeInTheDocument();
    expect(within(recording).getByRole('button', { name: 'Cancel the voice note' })).toBeInTheDocument();
    expect(FakeMediaRecorder.instances[0]?.options).toMatchObject({ mimeType: 'audio/mp4' });

    vi.setSystemTime(new Date('2026-03-01T08:00:04.2Z'));
    await waitFor(() => expect(within(recording).getByRole('timer')).toHaveTextContent('0:04'));
    fireEvent.pointerUp(record, { pointerType: 'touch', pointerId: 7, clientX: 300 });

    await waitFor(() => expect(onSendFile).toHaveBeenCalledTimes(1));
    const [note, text] = onSendFile.mock.calls[0]!;
    expect(text).toBe('');
    expect(note).toMatchObject({
      kind: 'audio',
      mime: 'audio/mp4',
      name: 'voice-note.m4a',
      durationSeconds: 4.2,
    });
    expect(note.file.type).toBe('audio/mp4');
    // The microphone is released, and the box is back.
    expect(microphone.tracks.every((track) => track.stopped)).toBe(true);
    expect(screen.queryByRole('group', { name: 'Recording a voice note' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message to Ramesh' })).toBeVisible();
  });

  it('throws the recording away when the finger slides left, or the bin is tapped', async () => {
    const { onSendFile } = setup();
    const record = screen.getByRole('button', { name: 'Record a voice note' });
    fireEvent.pointerDown(record, { pointerType: 'touch', pointerId: 3, clientX: 300 });
    await screen.findByRole('group', { name: 'Recording a voice note' });
    fireEvent.pointerMove(record, { pointerType: 'touch', pointerId: 3, clientX: 250 });
    expect(screen.getByRole('group', { name: 'Recording a voice note' })).toBeInTheDocument();
    fireEvent.pointerMove(record, { pointerType: 'touch', pointerId: 3, clientX: 180 });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Recording a voice note' })).toBeNull());
    fireEvent.pointerUp(record, { pointerType: 'touch', pointerId: 3, clientX: 180 });

    fireEvent.pointerDown(record, { pointerType: 'touch', pointerId: 4, clientX: 300 });
    const again = await screen.findByRole('group', { name: 'Recording a voice note' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel the voice note' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Recording a voice note' })).toBeNull());

    await act(async () => undefined);
    expect(onSendFile).not.toHaveBeenCalled();
    expect(microphone.tracks).toHaveLength(2);
    expect(microphone.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('records Opus in Ogg where the browser can, and stops by itself at two minutes, sending what it has', async () => {
    FakeMediaRecorder.supported = ['audio/ogg;codecs=opus', 'audio/webm;codecs=opus'];
    try {
      const { onSendFile } = setup();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
      const record = screen.getByRole('button', { name: 'Record a voice note' });
      fireEvent.pointerDown(record, { pointerType: 'touch', pointerId: 9, clientX: 300 });
      await screen.findByRole('group', { name: 'Recording a voice note' });
      // The finger is still down when the limit comes.
      vi.setSystemTime(new Date('2026-03-01T08:02:00Z'));
      await waitFor(() => expect(onSendFile).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('group', { name: 'Recording a voice note' })).toBeNull();
      const [note] = onSendFile.mock.calls[0]!;
      expect(note).toMatchObject({ kind: 'audio', mime: 'audio/ogg', name: 'voice-note.ogg' });
      expect(note.kind === 'audio' && note.durationSeconds).toBeLessThanOrEqual(120);
      expect(FakeMediaRecorder.instances[0]?.options).toMatchObject({ mimeType: 'audio/ogg;codecs=opus' });
      // Lifting the finger afterwards starts nothing new.
      fireEvent.pointerUp(record, { pointerType: 'touch', pointerId: 9, clientX: 300 });
      await act(async () => undefined);
      expect(onSendFile).toHaveBeenCalledTimes(1);
    } finally {
      FakeMediaRecorder.supported = ['audio/webm;codecs=opus', 'audio/mp4'];
    }
  });

  it('offers no microphone where the browser records only WebM, which the server cannot measure', () => {
    FakeMediaRecorder.supported = ['audio/webm;codecs=opus'];
    try {
      setup();
      expect(screen.getByLabelText('Add a photo')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Record a voice note' })).toBeNull();
    } finally {
      FakeMediaRecorder.supported = ['audio/webm;codecs=opus', 'audio/mp4'];
    }
  });

  it('says how the button works after a quick tap, and sends nothing', async () => {
    const { onSendFile } = setup();
    const record = screen.getByRole('button', { name: 'Record a voice note' });
    fireEvent.pointerDown(record, { pointerType: 'touch', pointerId: 5, clientX: 300 });
    await screen.findByRole('group', { name: 'Recording a voice note' });
    fireEvent.pointerUp(record, { pointerType: 'touch', pointerId: 5, clientX: 300 });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hold the microphone to record, and let go to send.',
    );
    expect(onSendFile).not.toHaveBeenCalled();
  });

  it('from a keyboard, starts on one press and sends on the next', async () => {
    const { onSendFile, user } = setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    screen.getByRole('button', { name: 'Record a voice note' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('group', { name: 'Recording a voice note' });
    vi.setSystemTime(new Date('2026-03-01T08:00:02Z'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSendFile).toHaveBeenCalledTimes(1));
    expect(onSendFile.mock.calls[0]![0]).toMatchObject({ kind: 'audio', durationSeconds: 2 });
  });

  it('says so when the microphone is not allowed', async () => {
    microphone.restore();
    microphone = stubMicrophone({ refuse: true });
    const { onSendFile } = setup();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Record a voice note' }), {
      pointerType: 'touch',
      clientX: 300,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The microphone is not allowed. Allow it in the browser settings to record a voice note.',
    );
    expect(onSendFile).not.toHaveBeenCalled();
  });
});

describe('One microphone in the message box', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  let microphone: ReturnType<typeof stubMicrophone>;

  /** A recogniser that hears nothing: enough for the browser to offer dictation. */
  class SilentRecognition {
    lang = '';
    interimResults = false;
    maxAlternatives = 1;
    continuous = false;
    onresult = null;
    onerror = null;
    onend: (() => void) | null = null;
    start() {}
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }

  beforeEach(() => {
    pointers('touch');
    stubPointerEvents();
    urls = stubObjectUrls();
    microphone = stubMicrophone();
    vi.stubGlobal('webkitSpeechRecognition', SilentRecognition);
  });

  afterEach(() => {
    cleanup();
    urls.restore();
    microphone.restore();
  });

  const microphones = () => screen.queryAllByRole('button', { name: /voice note|^Speak the/ });

  it('holds to record a voice note while the box is empty, with no dictation beside it', () => {
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} onSendFile={() => undefined} />);
    expect(microphones().map((button) => button.getAttribute('aria-label'))).toEqual(['Record a voice note']);
  });

  it('offers dictation once something is typed, in the voice note’s place beside Send', async () => {
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} onSendFile={() => undefined} />);
    await userEvent.setup().type(screen.getByRole('textbox'), 'Namaste');
    expect(microphones().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Speak the Message to Ramesh',
    ]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('offers dictation in an empty box where no voice note can be sent', () => {
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} />);
    expect(microphones().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Speak the Message to Ramesh',
    ]);
  });
});
