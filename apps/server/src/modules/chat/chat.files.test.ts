import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_PREVIEW_SIDE, SERVER_MESSAGES, type Message } from '@kisansetu/contract';
import { tables } from '../../db';
import { chatCall, history, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import { formData, type SignedIn } from '../../../test/fixtures';
import { call, fileReport, signUpModerator } from '../../../test/moderation-fixtures';
import { oggOpus, recordedVoiceNote } from '../../../test/test-audio';
import { PHONE_EXIF, isWebp, photoLikeJpeg, plainImage } from '../../../test/test-images';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cast: ChatCast;
let phonePhoto: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await signUpCast(ctx.app);
  // A phone photo with its EXIF and GPS, small enough to keep the suite quick.
  phonePhoto = await photoLikeJpeg(1600, 1200);
});
afterAll(() => ctx.close());

type File = [field: string, bytes: Buffer, name: string];

function sendWithFile(from: SignedIn, toId: string, files: File[], fields: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/message/send/${toId}`,
    headers: { cookie: from.cookie },
    payload: formData(fields, files),
  });
}

async function sent(from: SignedIn, toId: string, files: File[], fields: Record<string, string> = {}) {
  const response = await sendWithFile(from, toId, files, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { message: Message } }>().data.message;
}

/** GET the attachment's URL as `as` (anonymous without one). */
function fetchFile(url: string, as?: SignedIn, query = '') {
  return ctx.app.inject({ method: 'GET', url: `${url}${query}`, headers: as ? { cookie: as.cookie } : {} });
}

/** The chat files in the local photo store. */
async function chatFilesInStore(): Promise<string[]> {
  const names = await readdir(path.join(ctx.dataDir, 'uploads')).catch(() => []);
  return names.filter((name) => name.startsWith('chat-')).sort();
}

async function messagesFrom(sender: SignedIn) {
  return ctx.database.db.select().from(tables.messages).where(eq(tables.messages.senderId, sender.user._id));
}

describe('a photo in chat', () => {
  it('is re-encoded without its EXIF and GPS, in a large and a small size, for the two people only', async () => {
    const { buyer, seller, otherBuyer } = cast;
    const message = await sent(buyer, seller.user._id, [['image', phonePhoto, 'IMG_2041.jpg']], {
      message: "Today's lot",
      clientId: 'photo-1',
    });
    expect(message.message).toBe("Today's lot");
    expect(message.attachment).toEqual({
      kind: 'image',
      url: `/api/v1/message/attachment/${message._id}`,
      width: 1280,
      height: 960,
      preview: expect.stringMatching(/^data:image\/webp;base64,/) as string,
      smallBytes: expect.any(Number) as number,
    });

    const large = await fetchFile(message.attachment!.url, seller);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('no-store');
    expect(isWebp(large.rawPayload)).toBe(true);
    // The phone's photo carried its make and position.
    expect((await sharp(phonePhoto).metadata()).exif?.includes(PHONE_EXIF.IFD0.Make)).toBe(true);
    // Read as metadata, not as bytes: the compressed pixels of a photo with random grain may spell 'GPS' by chance.
    const largeMeta = await sharp(large.rawPayload).metadata();
    expect(largeMeta.exif).toBeUndefined();
    expect(largeMeta.xmp).toBeUndefined();
    expect(large.rawPayload.includes(PHONE_EXIF.IFD0.Make)).toBe(false);
    const small = await fetchFile(message.attachment!.url, buyer, '?size=small');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(large.rawPayload.length);
    // Data saver's stand-in: a tiny WebP of the photo, and what the small variant it stands for costs.
    const attachment = message.attachment as { preview: string; smallBytes: number };
    expect(attachment.smallBytes).toBe(small.rawPayload.length);
    const preview = Buffer.from(attachment.preview.slice('data:image/webp;base64,'.length), 'base64');
    expect(isWebp(preview)).toBe(true);
    const previewMeta = await sharp(preview).metadata();
    expect([previewMeta.width, previewMeta.height]).toEqual([PHOTO_PREVIEW_SIDE, 12]);
    expect(preview.length).toBeLessThan(400);
    // The conversation read back sends the same.
    const thread = await history(ctx.app, seller, buyer.user._id);
    expect(thread.find((m) => m._id === message._id)?.attachment).toEqual(message.attachment);

    expect((await fetchFile(message.attachment!.url, otherBuyer)).statusCode).toBe(404);
    expect((await fetchFile(message.attachment!.url)).statusCode).toBe(401);
    // The public photo route never serves a chat file, whatever its name.
    const names = await chatFilesInStore();
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) {
      expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    }
  });

  it('is sent once when the phone retries it with the same clientId, and stored once', async () => {
    const { otherBuyer, otherSeller } = cast;
    const before = await chatFilesInStore();
    const first = await sent(otherBuyer, otherSeller.user._id, [['image', phonePhoto, 'a.jpg']], {
      clientId: 'retry-photo',
    });
    const again = await sendWithFile(otherBuyer, otherSeller.user._id, [['image', phonePhoto, 'a.jpg']], {
      clientId: 'retry-photo',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { message: Message } }>().data.message._id).toBe(first._id);
    expect((await chatFilesInStore()).length).toBe(before.length + 2);
  });
});

describe('a voice note in chat', () => {
  it('is kept as sent, its length measured from the file: Ogg Opus and a phone browser’s MP4', async () => {
    const { buyer, seller } = cast;
    const note = oggOpus(3);
    const ogg = await sent(buyer, seller.user._id, [['audio', note, 'note.ogg']]);
    expect(ogg.message).toBe('');
    expect(ogg.attachment).toEqual({
      kind: 'audio',
      url: `/api/v1/message/attachment/${ogg._id}`,
      durationSeconds: 3,
      mime: 'audio/ogg',
      bytes: note.length,
    });
    const heard = await fetchFile(ogg.attachment!.url, seller);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/ogg');
    expect(heard.rawPayload.equals(note)).toBe(true);
    expect(heard.rawPayload.length).toBe(note.length);

    const mp4 = await sent(seller, buyer.user._id, [
      ['audio', recordedVoiceNote('chromium-3s.m4a'), 'x.mp3'],
    ]);
    expect(mp4.attachment).toMatchObject({
      kind: 'audio',
      mime: 'audio/mp4',
      durationSeconds: 2.9,
      bytes: recordedVoiceNote('chromium-3s.m4a').length,
    });
    const shown = await history(ctx.app, seller, buyer.user._id);
    expect(shown.map((m) => m.attachment?.kind ?? null)).toEqual(expect.arrayContaining(['image', 'audio']));

    // The buyer's own data download names the note too.
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/me/export',
      headers: { cookie: buyer.cookie },
    });
    const threads = exported.json<{
      data: { conversations: { messages: { _id: string; attachment: unknown }[] }[] };
    }>().data.conversations;
    const mine = threads.flatMap((thread) => thread.messages).find((m) => m._id === ogg._id);
    expect(mine?.attachment).toEqual(ogg.attachment);
  });
});

describe('a refused file leaves nothing behind', () => {
  it.each<[string, File[], number, string, Record<string, string> | undefined]>([
    [
      'a photo that is not an image',
      [['image', Buffer.from('MZ this is a program, not a photo'), 'crop.jpg']],
      415,
      SERVER_MESSAGES.unsupportedMediaType,
      undefined,
    ],
    [
      'a voice note that is not audio',
      [['audio', Buffer.from('just some text pretending to be audio'), 'note.ogg']],
      415,
      SERVER_MESSAGES.unsupportedAudio,
      undefined,
    ],
    [
      'a WebM recording no parser can measure',
      [['audio', recordedVoiceNote('chromium-3s.webm'), 'note.webm']],
      415,
      SERVER_MESSAGES.unsupportedAudio,
      undefined,
    ],
    [
      'a voice note of 121 seconds',
      [['audio', oggOpus(121), 'long.ogg']],
      400,
      'A voice note can be at most 2 minutes',
      { audio: 'A voice note can be at most 2 minutes' },
    ],
    [
      'a voice note of 3 MB',
      [['audio', Buffer.concat([oggOpus(1), Buffer.alloc(3 * 1024 * 1024)]), 'big.ogg']],
      413,
      SERVER_MESSAGES.voiceNoteTooLarge,
      undefined,
    ],
  ])('%s', async (_name, files, status, text, fields) => {
    const { otherSeller, buyer } = cast;
    const before = await chatFilesInStore();
    const stored = (await messagesFrom(otherSeller)).length;
    // The seller answers a buyer who wrote first, so only the file can be wrong.
    await chatCall(
      ctx.app,
      'POST',
      `message/send/${otherSeller.user._id}`,
    )(buyer, { payload: { message: 'Hi' } });
    const response = await sendWithFile(otherSeller, buyer.user._id, files, { message: 'see this' });
    expect(response.statusCode).toBe(status);
    const body = response.json<{ errors: { message: string; fields?: Record<string, string> } }>();
    expect(body.errors.message).toBe(text);
    if (fields) expect(body.errors.fields).toEqual(fields);
    expect(await chatFilesInStore()).toEqual(before);
    expect((await messagesFrom(otherSeller)).length).toBe(stored);
  });

  it('refuses two files at once, and an empty message without a file', async () => {
    const { buyer, seller } = cast;
    const two = await sendWithFile(buyer, seller.user._id, [
      ['image', phonePhoto, 'a.jpg'],
      ['audio', oggOpus(2), 'b.ogg'],
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json<{ errors: { message: string } }>().errors.message).toBe(
      'Send one photo or one voice note at a time',
    );
    const empty = await sendWithFile(buyer, seller.user._id, [], { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: { fields: Record<string, string> } }>().errors.fields.message).toBe(
      'Message cannot be empty',
    );
  });
});

describe('who may see a file, and when it goes', () => {
  it('hides it from both while one blocks the other, and shows it again after', async () => {
    const { buyer, seller } = cast;
    const message = await sent(buyer, seller.user._id, [['image', await plainImage('png', 40, 30), 'p.png']]);
    await call(ctx.app, 'POST', `user/block/${buyer.user._id}`, seller);
    expect((await fetchFile(message.attachment!.url, buyer)).statusCode).toBe(404);
    expect((await fetchFile(message.attachment!.url, seller)).statusCode).toBe(404);
    await call(ctx.app, 'DELETE', `user/block/${buyer.user._id}`, seller);
    expect((await fetchFile(message.attachment!.url, seller)).statusCode).toBe(200);
  });

  it('lets a moderator see it only with a report between the two, and writes each look to the audit', async () => {
    const { otherBuyer, otherSeller } = cast;
    const moderator = await signUpModerator(ctx.app, ctx.database.db);
    const message = await sent(otherBuyer, otherSeller.user._id, [['audio', oggOpus(5), 'n.ogg']]);
    expect((await fetchFile(message.attachment!.url, moderator)).statusCode).toBe(404);
    await fileReport(ctx.app, otherSeller, 'message', message._id, 'offensive');
    const heard = await fetchFile(message.attachment!.url, moderator);
    expect(heard.statusCode).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(tables.moderationAudit)
      .where(eq(tables.moderationAudit.moderatorId, moderator.user._id));
    expect(
      audit.filter((row) => row.action === 'read_attachment').map((row) => [row.action, row.targetId]),
    ).toEqual([['read_attachment', message._id]]);
  });

  it('stops a moderator seeing it once the report is closed, and keeps it out of the browser cache', async () => {
    const { buyer, seller } = await signUpCast(ctx.app);
    const moderator = await signUpModerator(ctx.app, ctx.database.db);
    const message = await sent(buyer, seller.user._id, [['image', await plainImage('png', 40, 30), 'p.png']]);
    const reportId = await fileReport(ctx.app, seller, 'message', message._id, 'offensive');
    const seen = await fetchFile(message.attachment!.url, moderator);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect((await fetchFile(message.attachment!.url, buyer)).headers['cache-control']).toBe('no-store');

    const dismissed = await call(ctx.app, 'POST', `moderation/reports/${reportId}/resolve`, moderator, {
      action: 'dismiss',
      note: 'nothing wrong',
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await fetchFile(message.attachment!.url, moderator)).statusCode).toBe(404);
    expect((await fetchFile(message.attachment!.url, buyer)).statusCode).toBe(200);
  });

  it('keeps it for the other side when one deletes the conversation, and removes it once both have', async () => {
    const { app } = ctx;
    const [buyer, seller] = await signUpCast(app).then((c) => [c.buyer, c.seller] as const);
    const photo = await sent(buyer, seller.user._id, [['image', phonePhoto, 'p.jpg']]);
    const note = await sent(seller, buyer.user._id, [['audio', oggOpus(4), 'n.ogg']]);
    const before = await chatFilesInStore();

    await chatCall(app, 'DELETE', `message/delete/${seller.user._id}`)(buyer);
    expect((await fetchFile(photo.attachment!.url, buyer)).statusCode).toBe(404);
    expect((await fetchFile(photo.attachment!.url, seller)).statusCode).toBe(200);
    expect((await fetchFile(note.attachment!.url, seller)).statusCode).toBe(200);
    expect(await chatFilesInStore()).toEqual(before);

    await chatCall(app, 'DELETE', `message/delete/${buyer.user._id}`)(seller);
    expect((await fetchFile(note.attachment!.url, seller)).statusCode).toBe(404);
    expect((await chatFilesInStore()).length).toBe(before.length - 3);
  });
});
