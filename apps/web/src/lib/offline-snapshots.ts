/**
 * What a person saw, kept for when the network is gone: the last list pages, the last 30 listings
 * opened, the wishlist and their own profile. A GET of one of these that gets no answer is answered from here, and
 * the page says it is showing what was seen at that time. Kept in localStorage (a few hundred KB at most), per kind,
 * the oldest dropped first; cleared at logout, since the wishlist and profile are that person's.
 */

/** The calls worth keeping, by kind, with how many of each are kept. */
const KINDS = [
  { kind: 'lists', keep: 10, match: /^product\/(new|search)$/ },
  { kind: 'products', keep: 30, match: /^product\/[0-9a-f-]{36}$/i },
  { kind: 'wishlist', keep: 1, match: /^cart\/get$/ },
  { kind: 'profile', keep: 1, match: /^user\/me$/ },
] as const;

type Kind = (typeof KINDS)[number]['kind'];

interface Snapshot {
  key: string;
  /** When it was received (ms). */
  at: number;
  body: unknown;
}

const STORAGE_PREFIX = 'kisansetu.offline.';

function kindOf(path: string): (typeof KINDS)[number] | undefined {
  return KINDS.find((entry) => entry.match.test(path));
}

/** A request's query, as the address carries it. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** The path and its query in a stable order, so the same page is one snapshot however it was asked for. */
function keyOf(path: string, query?: Query): string {
  const parts = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

function read(kind: Kind): Snapshot[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + kind) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Snapshot[]) : [];
  } catch {
    return [];
  }
}

function write(kind: Kind, snapshots: Snapshot[]): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + kind, JSON.stringify(snapshots));
  } catch {
    // Storage full or refused: the page works online as before, it just cannot be shown offline.
  }
}

/** Keeps the answer of a GET worth keeping (see KINDS). */
export function keepSnapshot(path: string, query: Query | undefined, body: unknown, now = Date.now()): void {
  const entry = kindOf(path);
  // A page asked for with the phone's position is never kept: the position must not reach any storage.
  if (!entry || query?.lat !== undefined || query?.lon !== undefined) return;
  const key = keyOf(path, query);
  const rest = read(entry.kind).filter((snapshot) => snapshot.key !== key);
  write(entry.kind, [{ key, at: now, body }, ...rest].slice(0, entry.keep));
}

/** The kept answer of this GET, or null. */
export function snapshotOf(path: string, query?: Query): { at: number; body: unknown } | null {
  const entry = kindOf(path);
  if (!entry) return null;
  const key = keyOf(path, query);
  const found = read(entry.kind).find((snapshot) => snapshot.key === key);
  return found ? { at: found.at, body: found.body } : null;
}

/** Logout: what was kept belongs to the person leaving. */
export function clearSnapshots(): void {
  for (const { kind } of KINDS) {
    try {
      localStorage.removeItem(STORAGE_PREFIX + kind);
    } catch {
      // Nothing to clear.
    }
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** The oldest "seen at" among the answers shown from snapshots since the connection went; null while live. */
let shownSince: number | null = null;

/** Notes that a page is showing a snapshot taken at `at`. */
export function markSnapshotShown(at: number): void {
  if (shownSince !== null && shownSince <= at) return;
  shownSince = at;
  for (const listener of listeners) listener();
}

/** The connection is back and the pages are being fetched again: nothing old is shown any more. */
export function clearSnapshotShown(): void {
  if (shownSince === null) return;
  shownSince = null;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: when the oldest snapshot on screen was taken. */
export const snapshotShown = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): number | null => shownSince,
};
