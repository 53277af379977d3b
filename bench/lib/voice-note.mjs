// A real voice note as a phone's browser records it: Chromium's MediaRecorder on its fake microphone (a beep), MP4
// with Opus at a voice bitrate, recorded once for `seconds` and cached (recording takes that long).
/* global navigator, MediaRecorder, Blob -- the recording runs in the browser page */
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CACHE_DIR, CHROME_PATH } from './paths.mjs';

/** Bump when the recording changes, so cached notes are made again. */
const NOTE_VERSION = 1;

/** MP4 bytes of a `seconds`-long recording; a voice bitrate (16 kbit/s) makes 60 s about 100 KB. */
export async function cachedVoiceNote(seconds = 60) {
  const dir = path.join(CACHE_DIR, 'voice-notes');
  const file = path.join(dir, `note-v${NOTE_VERSION}-${seconds}s.m4a`);
  if (existsSync(file)) return readFileSync(file);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  try {
    const page = await browser.newPage();
    // getUserMedia needs a secure context; a routed https page is one without a server.
    await page.route('https://voice-note.test/**', (route) =>
      route.fulfill({ body: '<!doctype html><title>rec</title>', contentType: 'text/html' }),
    );
    await page.goto('https://voice-note.test/');
    const bytes = await page.evaluate(async (ms) => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream, { mimeType: 'audio/mp4', audioBitsPerSecond: 16_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(1000);
      await new Promise((resolve) => setTimeout(resolve, ms));
      recorder.stop();
      await stopped;
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    }, seconds * 1000);
    const note = Buffer.from(bytes);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, note);
    return note;
  } finally {
    await browser.close();
  }
}
