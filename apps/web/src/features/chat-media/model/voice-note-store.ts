/**
 * Voice notes once heard stay on the phone, so they play again without a connection: kept in Cache Storage under
 * their attachment url (and in memory for this page), fetched with the session cookie the first time only. Cache
 * Storage is missing outside a secure context; the notes are then kept for this page alone.
 */
const CACHE_NAME = 'kisansetu-voice-notes';
/** Whose notes the cache holds (a user id). */
const OWNER_KEY = 'kisansetu.voiceNotesOf';
/** Notes kept in memory at most, newest last: a page open all day does not hold every note it played. */
const MEMORY_LIMIT = 20;

const memory = new Map<string, Blob>();

/** A voice note the server did not give: its HTTP status (0 when there was no answer at all). */
export class VoiceNoteUnavailable extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`voice note unavailable (${status})`);
    this.name = 'VoiceNoteUnavailable';
    this.status = status;
  }
}

function remember(url: string, blob: Blob): void {
  memory.delete(url);
  memory.set(url, blob);
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
}

async function openStore(): Promise<Cache | undefined> {
  if (typeof caches === 'undefined') return undefined;
  try {
    return await caches.open(CACHE_NAME);
  } catch {
    // Storage refused (private mode, quota): the note is then kept in memory only.
    return undefined;
  }
}

/** The voice note at `url`: from this phone when heard (or recorded) before, else fetched once and kept. */
export async function voiceNoteBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const known = memory.get(url);
  if (known) return known;
  const store = await openStore();
  const kept = await store?.match(url).catch(() => undefined);
  if (kept) {
    const blob = await kept.blob();
    remember(url, blob);
    return blob;
  }
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new VoiceNoteUnavailable(0);
  }
  if (!response.ok) throw new VoiceNoteUnavailable(response.status);
  await store?.put(url, response.clone()).catch(() => undefined);
  const blob = await response.blob();
  remember(url, blob);
  return blob;
}

/** A note this person recorded and sent: kept under its stored url, so it plays without being downloaded back. */
export async function keepVoiceNote(url: string, blob: Blob): Promise<void> {
  remember(url, blob);
  const store = await openStore();
  await store
    ?.put(url, new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream' } }))
    .catch(() => undefined);
}

/** Logout, or another person signing in on this phone: nobody else hears this person's notes. */
export async function forgetVoiceNotes(): Promise<void> {
  memory.clear();
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage unavailable: there is no owner to forget either.
  }
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHE_NAME).catch(() => undefined);
}

/**
 * The notes kept on this phone are `userId`'s from now on: another person's (kept from a session that ended while
 * the page was closed) are thrown away first.
 */
export async function claimVoiceNotes(userId: string): Promise<void> {
  let owner: string | null = null;
  try {
    owner = localStorage.getItem(OWNER_KEY);
  } catch {
    return;
  }
  if (owner === userId) return;
  if (owner !== null) await forgetVoiceNotes();
  try {
    localStorage.setItem(OWNER_KEY, userId);
  } catch {
    // Full or refused storage: the notes are still forgotten at logout.
  }
}
