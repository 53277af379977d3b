import { vi } from 'vitest';

/**
 * What jsdom lacks for photos and voice notes, stood in for at the browser's boundary: object URLs, a microphone
 * with MediaRecorder, pointer events with coordinates, and audio playback.
 */

/** jsdom has no PointerEvent: a MouseEvent with a pointer type and id carries what the record button reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
    this.pointerId = init.pointerId ?? 1;
  }
}

export function stubPointerEvents(): void {
  if (typeof window.PointerEvent === 'undefined') vi.stubGlobal('PointerEvent', TestPointerEvent);
}

/** URL.createObjectURL and revokeObjectURL, handing out 'blob:local-1', 'blob:local-2', ... */
export function stubObjectUrls(): { created: Blob[]; revoked: string[]; restore: () => void } {
  const created: Blob[] = [];
  const revoked: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    created.push(blob as Blob);
    return `blob:local-${created.length}`;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  return {
    created,
    revoked,
    restore: () => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

/** A MediaRecorder that records a few bytes of the type it was asked for, and says so when stopped. */
export class FakeMediaRecorder extends EventTarget {
  static supported: string[] = ['audio/webm;codecs=opus', 'audio/mp4'];
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported(type: string): boolean {
    return FakeMediaRecorder.supported.includes(type);
  }

  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  readonly options: MediaRecorderOptions;

  constructor(_stream: MediaStream, options: MediaRecorderOptions = {}) {
    super();
    this.options = options;
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start(): void {
    this.state = 'recording';
  }

  stop(): void {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    queueMicrotask(() => {
      const data = Object.assign(new Event('dataavailable'), {
        data: new Blob(['opus-voice-bytes'], { type: this.mimeType }),
      });
      this.dispatchEvent(data);
      this.dispatchEvent(new Event('stop'));
    });
  }
}

/**
 * A phone with a microphone (or one whose permission was refused, `refuse`): getUserMedia and MediaRecorder.
 * `tracks` are the microphone's, to check it is released.
 */
export function stubMicrophone(options: { refuse?: boolean } = {}) {
  FakeMediaRecorder.instances = [];
  const tracks: { stop: () => void; stopped: boolean }[] = [];
  const getUserMedia = vi.fn(async () => {
    if (options.refuse) throw new DOMException('Permission denied', 'NotAllowedError');
    const track = {
      stopped: false,
      stop() {
        this.stopped = true;
      },
    };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  return {
    getUserMedia,
    tracks,
    restore: () => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    },
  };
}

/** Audio that "plays": play() and pause() fire their events as a browser would (jsdom plays nothing). */
export function stubAudioPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}
