import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@kisansetu/contract';
import { chatCall, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import { formData } from '../../../test/fixtures';
import { startS3Server, type S3ServerFixture } from '../../../test/s3-server';
import { oggOpus } from '../../../test/test-audio';
import { plainImage } from '../../../test/test-images';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { createImageStore, type ImageStore } from '../../storage';

let s3: S3ServerFixture;
let store: ImageStore;
let ctx: TestContext;
let cast: ChatCast;
beforeAll(async () => {
  s3 = await startS3Server();
  store = createImageStore(s3.config);
  ctx = await createTestContext({}, { imageStore: store });
  cast = await signUpCast(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  await store?.close?.();
  await s3?.close();
});

async function chatObjects(): Promise<string[]> {
  const listed = await s3.admin.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'chat-' }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

describe('chat files in S3', () => {
  it('keeps a photo and a voice note under private names, serves them to the two people, removes them after both delete', async () => {
    const { buyer, seller, otherBuyer } = cast;
    const sendFile = async (from: typeof buyer, toId: string, field: string, bytes: Buffer, name: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/message/send/${toId}`,
        headers: { cookie: from.cookie },
        payload: formData({}, [[field, bytes, name]]),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { message: Message } }>().data.message;
    };
    const photo = await sendFile(
      buyer,
      seller.user._id,
      'image',
      await plainImage('jpeg', 800, 600),
      'a.jpg',
    );
    const note = await sendFile(seller, buyer.user._id, 'audio', oggOpus(6), 'n.ogg');
    const objects = await chatObjects();
    expect(objects).toHaveLength(3);
    for (const name of objects) expect(name).toMatch(/^chat-[0-9a-f]{32}\.(webp|small\.webp|audio)$/);

    const heard = await ctx.app.inject({
      method: 'GET',
      url: note.attachment!.url,
      headers: { cookie: buyer.cookie },
    });
    expect(heard.statusCode).toBe(200);
    expect(heard.rawPayload.equals(oggOpus(6))).toBe(true);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: photo.attachment!.url,
      headers: { cookie: seller.cookie },
    });
    expect(seen.statusCode).toBe(200);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: photo.attachment!.url,
      headers: { cookie: otherBuyer.cookie },
    });
    expect(stranger.statusCode).toBe(404);

    await chatCall(ctx.app, 'DELETE', `message/delete/${seller.user._id}`)(buyer);
    expect(await chatObjects()).toHaveLength(3);
    await chatCall(ctx.app, 'DELETE', `message/delete/${buyer.user._id}`)(seller);
    expect(await chatObjects()).toEqual([]);
  });
});
