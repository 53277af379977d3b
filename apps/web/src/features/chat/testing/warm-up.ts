import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For the chat's test files: the panel, sonner and the pages these tests open are lazy chunks, transformed on first
 * use. They are loaded once up front, and waits get more room, so a busy machine does not turn that into failures.
 */
export async function warmUpChatTests(...extra: (() => Promise<unknown>)[]): Promise<void> {
  configure({ asyncUtilTimeout: 4000 });
  vi.setConfig({ testTimeout: 20_000 });
  await Promise.all([import('sonner'), import('../chat-panel'), ...extra.map((load) => load())]);
}
