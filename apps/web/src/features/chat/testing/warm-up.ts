/**
 * For the chat's test files: the panel, sonner and the pages these tests open are lazy chunks, transformed on first
 * use. They are loaded once up front, so a busy machine does not spend a test's waits on that.
 */
export async function warmUpChatTests(...extra: (() => Promise<unknown>)[]): Promise<void> {
  await Promise.all([import('sonner'), import('../chat-panel'), ...extra.map((load) => load())]);
}
