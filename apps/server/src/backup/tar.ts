import { BackupError } from './backup-error';

/**
 * The few parts of POSIX tar (ustar) a backup needs: regular files, written and read as streams. Plain tar, so an
 * operator can look inside a decrypted backup with `age -d -i backup.key backup.age | tar -tvf -`.
 */

const BLOCK = 512;
/** ustar's 11 octal digits of size. */
export const TAR_MAX_BYTES = 8 ** 11 - 1;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** One file of an archive: its name, its size, and its bytes (read when its turn comes). */
export interface TarEntry {
  name: string;
  bytes: number;
  content: () => AsyncIterable<Uint8Array>;
}

function octal(header: Uint8Array, offset: number, width: number, value: number): void {
  header.set(encoder.encode(`${value.toString(8).padStart(width - 1, '0')}\0`), offset);
}

function headerOf(name: string, bytes: number): Uint8Array {
  const nameBytes = encoder.encode(name);
  if (nameBytes.length > 100)
    throw new BackupError(`${name}: a name longer than 100 bytes cannot go into a backup`);
  if (bytes > TAR_MAX_BYTES) throw new BackupError(`${name}: larger than a backup file may be (8 GB)`);
  const header = new Uint8Array(BLOCK);
  header.set(nameBytes, 0);
  octal(header, 100, 8, 0o600);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, bytes);
  octal(header, 136, 12, Math.floor(Date.now() / 1000));
  header[156] = 0x30; // '0': a regular file
  header.set(encoder.encode('ustar\0'), 257);
  header.set(encoder.encode('00'), 263);
  // The checksum is summed with its own field as spaces.
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.set(encoder.encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  return header;
}

/** The archive of `entries`, in order, as chunks; a file whose content is not `bytes` long fails it. */
export async function* tarChunks(entries: Iterable<TarEntry>): AsyncGenerator<Uint8Array> {
  for (const entry of entries) {
    yield headerOf(entry.name, entry.bytes);
    let written = 0;
    for await (const chunk of entry.content()) {
      written += chunk.byteLength;
      if (written > entry.bytes) break;
      yield chunk;
    }
    if (written !== entry.bytes)
      throw new BackupError(`${entry.name} changed while it was being backed up; run the backup again`);
    const padding = (BLOCK - (entry.bytes % BLOCK)) % BLOCK;
    if (padding > 0) yield new Uint8Array(padding);
  }
  yield new Uint8Array(2 * BLOCK);
}

/** One header read back: a regular file's name and size (anything else is refused before it is read). */
export interface TarHeader {
  name: string;
  bytes: number;
}

const text = (bytes: Uint8Array) => {
  const end = bytes.indexOf(0);
  return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end));
};

function parseOctal(field: Uint8Array): number {
  const digits = text(field).trim();
  if (!/^[0-7]{1,11}$/.test(digits)) throw new BackupError('the backup holds a damaged file header');
  return parseInt(digits, 8);
}

/**
 * Reads an archive from a stream, one header and its content at a time. Only regular files pass: a link, a folder
 * or a device in a backup is refused, so restoring one never makes a path that points somewhere else.
 */
export class TarReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #failure: (error: unknown) => Error;
  #buffer: Uint8Array = new Uint8Array(0);
  #ended = false;
  /** Bytes of the current entry's content (and padding) not yet read. */
  #pending = 0;

  /** `failure` turns an error of the stream itself (a decryption that fails) into the one the caller reports. */
  constructor(stream: ReadableStream<Uint8Array>, failure: (error: unknown) => Error) {
    this.#reader = stream.getReader();
    this.#failure = failure;
  }

  async #fill(wanted: number): Promise<boolean> {
    while (this.#buffer.length < wanted && !this.#ended) {
      const next = await this.#reader.read().catch((error: unknown) => {
        throw this.#failure(error);
      });
      if (next.done) this.#ended = true;
      else {
        const joined = new Uint8Array(this.#buffer.length + next.value.length);
        joined.set(this.#buffer);
        joined.set(next.value, this.#buffer.length);
        this.#buffer = joined;
      }
    }
    return this.#buffer.length >= wanted;
  }

  #take(count: number): Uint8Array {
    const taken = this.#buffer.subarray(0, count);
    this.#buffer = this.#buffer.subarray(count);
    return taken;
  }

  /** The next file's header, or null at the archive's end. */
  async next(): Promise<TarHeader | null> {
    if (this.#pending > 0) throw new Error('the previous entry was not read');
    if (!(await this.#fill(BLOCK))) throw new BackupError('the backup ends in the middle of a file');
    const header = this.#take(BLOCK);
    if (header.every((byte) => byte === 0)) return null;
    const stored = parseOctal(header.subarray(148, 156));
    header.fill(0x20, 148, 156);
    if (
      header.reduce((total, byte) => total + byte, 0) !== stored ||
      text(header.subarray(257, 263)) !== 'ustar'
    )
      throw new BackupError('the backup holds a damaged file header');
    const type = header[156];
    if (type !== 0x30 && type !== 0)
      throw new BackupError('the backup holds a link, folder or device entry; a backup holds only files');
    const prefix = text(header.subarray(345, 500));
    const name = text(header.subarray(0, 100));
    const bytes = parseOctal(header.subarray(124, 136));
    this.#pending = bytes + ((BLOCK - (bytes % BLOCK)) % BLOCK);
    return { name: prefix ? `${prefix}/${name}` : name, bytes };
  }

  /** The current file's content, in chunks (call once after {@link next}). */
  async *content(bytes: number): AsyncGenerator<Uint8Array> {
    let left = bytes;
    while (left > 0) {
      if (this.#buffer.length === 0 && !(await this.#fill(1)))
        throw new BackupError('the backup ends in the middle of a file');
      const chunk = this.#take(Math.min(left, this.#buffer.length));
      left -= chunk.length;
      this.#pending -= chunk.length;
      yield chunk;
    }
    if (!(await this.#fill(this.#pending))) throw new BackupError('the backup ends in the middle of a file');
    this.#take(this.#pending);
    this.#pending = 0;
  }

  /** Reads to the end of the stream (so a decryption checks its last chunk) and fails on anything but zeros. */
  async finish(): Promise<void> {
    for (;;) {
      if (this.#buffer.some((byte) => byte !== 0))
        throw new BackupError('the backup holds data past its end');
      this.#buffer = new Uint8Array(0);
      if (this.#ended) return;
      await this.#fill(1);
    }
  }
}
