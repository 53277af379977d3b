import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { messageHistoryQuerySchema, sendMessageSchema } from './message';
import { VALIDATION } from './messages';
import { issueText } from './test-helpers';

/** The English messages of a failed parse, or [] when it succeeded. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issueText(issue.message));
}

describe('sendMessageSchema', () => {
  it('trims the message', () => {
    expect(sendMessageSchema.parse({ message: '  Is the wheat still available?  ' })).toEqual({
      message: 'Is the wheat still available?',
    });
  });

  it('refuses a missing, empty or blank message', () => {
    for (const message of [undefined, null, '', '   \n\t ']) {
      expect(messagesOf(sendMessageSchema, { message })).toEqual([VALIDATION.messageRequired]);
    }
  });

  it('accepts 1 and 2000 characters and refuses 2001', () => {
    expect(sendMessageSchema.parse({ message: 'a' }).message).toBe('a');
    expect(sendMessageSchema.parse({ message: 'a'.repeat(2000) }).message).toHaveLength(2000);
    expect(messagesOf(sendMessageSchema, { message: 'a'.repeat(2001) })).toEqual([VALIDATION.messageMax]);
  });

  it('counts the length after trimming', () => {
    expect(sendMessageSchema.parse({ message: `  ${'a'.repeat(2000)}  ` }).message).toHaveLength(2000);
  });

  it('takes an optional productId, refusing an empty or overlong one', () => {
    const id = '01890a5d-ac96-774b-bcce-b302099a8057';
    expect(sendMessageSchema.parse({ message: 'Is it still available?', productId: id })).toEqual({
      message: 'Is it still available?',
      productId: id,
    });
    expect(messagesOf(sendMessageSchema, { message: 'hi', productId: '' })).toEqual([
      VALIDATION.invalidValue,
    ]);
    expect(messagesOf(sendMessageSchema, { message: 'hi', productId: 'x'.repeat(101) })).toEqual([
      VALIDATION.invalidValue,
    ]);
  });

  it('takes an optional clientId of 1 to 64 characters', () => {
    expect(sendMessageSchema.parse({ message: 'hi', clientId: 'c-1' })).toEqual({
      message: 'hi',
      clientId: 'c-1',
    });
    expect(sendMessageSchema.parse({ message: 'hi', clientId: 'c'.repeat(64) }).clientId).toHaveLength(64);
    expect(messagesOf(sendMessageSchema, { message: 'hi', clientId: '' })).toEqual([
      VALIDATION.clientIdInvalid,
    ]);
    expect(messagesOf(sendMessageSchema, { message: 'hi', clientId: 'c'.repeat(65) })).toEqual([
      VALIDATION.clientIdInvalid,
    ]);
  });

  it('drops unknown fields', () => {
    const parsed = sendMessageSchema.parse({ message: 'hi', senderId: 'someone-else' });
    expect('senderId' in parsed).toBe(false);
  });
});

describe('messageHistoryQuerySchema', () => {
  it('defaults to 50 messages and no cursor', () => {
    expect(messageHistoryQuerySchema.parse({})).toEqual({ before: undefined, limit: 50 });
    expect(messageHistoryQuerySchema.parse({ before: '', limit: '' })).toEqual({
      before: undefined,
      limit: 50,
    });
  });

  it('reads the cursor and a limit up to 200', () => {
    expect(messageHistoryQuerySchema.parse({ before: 'm-1', limit: '200' })).toEqual({
      before: 'm-1',
      limit: 200,
    });
  });

  it('refuses a limit outside 1..200 or not whole', () => {
    for (const limit of ['0', '201', '1.5', 'many']) {
      expect(messageHistoryQuerySchema.safeParse({ limit }).success, limit).toBe(false);
    }
  });
});
