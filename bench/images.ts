#!/usr/bin/env -S node --import tsx
// Images bench: a 12-megapixel photo-like JPEG (lib/photo.mjs) through the server's processImage (the upload path:
// content check, orientation, sRGB, two WebP variants), median of several runs, beside a minimal one-output sharp
// pipeline on the same file in the same run (decode, resize to 1280, WebP) as the baseline; the bytes of the card and
// detail variants; and a listing page's 12 cards from 12 different photos. The same photo sent in chat (its own kind:
// the listing sizes, a private name) is timed beside it.
// Budgets: bench/README.md (a listing photo and a chat photo each have the processing budget).
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processImage } from '@kisansetu/server/tools';
import { cachedPhoto } from './lib/photo.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { median, round } from './lib/stats.mjs';

await runBench(
  'images',
  async ({ quick, log }) => {
    const runs = quick ? 3 : 7;
    const photo = await cachedPhoto({ width: 4000, height: 3000, seed: 1 });
    const meta = await sharp(photo).metadata();
    log(`photo: ${meta.width}×${meta.height} JPEG, ${round(photo.length / 2 ** 20)} MB`);

    const minimal = () =>
      sharp(photo)
        .resize(1280, 1280, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
    await processImage(photo, 'product');
    await minimal();
    const times: number[] = [];
    const baseline: number[] = [];
    let processed = await processImage(photo, 'product');
    for (let i = 0; i < runs; i += 1) {
      let t = performance.now();
      processed = await processImage(photo, 'product');
      times.push(performance.now() - t);
      t = performance.now();
      await minimal();
      baseline.push(performance.now() - t);
    }
    const chatTimes: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const t = performance.now();
      await processImage(photo, 'chat');
      chatTimes.push(performance.now() - t);
    }
    const chatMs = median(chatTimes);
    const ms = median(times);
    const baseMs = median(baseline);
    log(
      `processImage median ${round(ms)} ms (runs ${times.map((t) => Math.round(t)).join(', ')}); minimal pipeline ${round(baseMs)} ms`,
    );
    const [card, detail] = await Promise.all([
      sharp(processed.card).metadata(),
      sharp(processed.detail).metadata(),
    ]);
    log(
      `card ${card.width}×${card.height} ${round(processed.card.length / 1024, 1)} KB, detail ${detail.width}×${detail.height} ${round(processed.detail.length / 1024, 1)} KB`,
    );

    // A listing page: 12 cards of 12 different 12 MP photos (made once and cached: the first run takes a minute more).
    // Smaller sources give smaller cards (less fine detail survives), so --quick uses the same ones.
    const size = { width: 4000, height: 3000 };
    const cards: number[] = [];
    for (let seed = 101; seed < 113; seed += 1) {
      const p = await cachedPhoto({ ...size, seed });
      cards.push((await processImage(p, 'product')).card.length);
    }
    const pageBytes = cards.reduce((a, b) => a + b, 0);
    log(
      `listing page: 12 cards ${round(pageBytes / 1024, 1)} KB (largest ${round(Math.max(...cards) / 1024, 1)} KB)`,
    );

    return {
      lines: [
        budget({
          what: '12 MP photo through processImage (median)',
          budget: '≤ 500 ms',
          measured: ms,
          unit: 'ms',
          op: '<=',
          limit: 500,
          baseline: baseMs,
          baselineLabel: 'one-output sharp pipeline (decode, resize 1280, WebP) on the same photo',
          ratio: ms / baseMs,
          note: `${runs} runs: ${times.map((t) => Math.round(t)).join(', ')} ms`,
        }),
        budget({
          what: 'the 12 MP photo sent in chat, through processImage (median)',
          budget: '≤ 500 ms',
          measured: chatMs,
          unit: 'ms',
          op: '<=',
          limit: 500,
          baseline: baseMs,
          baselineLabel: 'one-output sharp pipeline (decode, resize 1280, WebP) on the same photo',
          ratio: chatMs / baseMs,
          note: `${runs} runs: ${chatTimes.map((t) => Math.round(t)).join(', ')} ms`,
        }),
        budget({
          what: 'card variant bytes (the 12 MP photo)',
          budget: '≤ 30 KB',
          measured: processed.card.length / 1024,
          unit: 'KB',
          op: '<=',
          limit: 30,
          note: `${card.width}×${card.height} WebP; largest of the page's 12: ${round(Math.max(...cards) / 1024, 1)} KB`,
        }),
        budget({
          what: "a listing page's images (12 cards of 12 photos)",
          budget: '≤ 300 KB',
          measured: pageBytes / 1024,
          unit: 'KB',
          op: '<=',
          limit: 300,
        }),
        figure({
          what: 'detail variant bytes (the 12 MP photo)',
          measured: processed.detail.length / 1024,
          unit: 'KB',
          note: `${detail.width}×${detail.height} WebP; source JPEG ${round(photo.length / 1024, 0)} KB`,
        }),
      ],
      details: {
        photo: { width: meta.width, height: meta.height, bytes: photo.length },
        processImageMs: times.map((t) => round(t)),
        chatPhotoMs: chatTimes.map((t) => round(t)),
        minimalPipelineMs: baseline.map((t) => round(t)),
        card: { width: card.width, height: card.height, bytes: processed.card.length },
        detail: { width: detail.width, height: detail.height, bytes: processed.detail.length },
        listingPage: { sourceSize: size, cardBytes: cards, total: pageBytes },
        sharp: { concurrency: sharp.concurrency(), versions: sharp.versions },
      },
      notes: [
        'The photos are synthetic but photo-like (shaded produce, texture, sensor noise; ~3 MB at 12 MP), cached in node_modules/.cache.',
      ],
    };
  },
  { timeoutMs: { quick: 120_000, full: 240_000 } },
);
