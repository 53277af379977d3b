import { randomBytes } from 'node:crypto';
import type { ChatFileField } from '@kisansetu/contract';
import type { MessageFile } from '../../../db/schema';
import {
  PhotoStoreUnavailableError,
  processImage,
  type ImageStore,
  type StoredObject,
} from '../../../storage';
import { checkVoiceNote } from './voice-note';

/** A file as it arrived with a message: which field carried it and its bytes. */
export interface IncomingChatFile {
  field: ChatFileField;
  buffer: Buffer;
}

/** One stored object of a chat file, ready to be sent. */
export interface ChatFileObject {
  contentType: string;
  object: StoredObject;
}

/** The variants a chat photo is read in: the thread shows the small one, a tap opens the large one. */
export type ChatPhotoSize = 'small' | 'large';

/**
 * The store names of a chat file. They start with `chat-`, which the public uploads route never serves (it serves
 * content-hashed listing photos only), so a chat file is reachable through the message's own route alone.
 */
function namesOf(file: MessageFile): { large: string; small?: string } {
  return file.kind === 'image'
    ? { large: `chat-${file.key}.webp`, small: `chat-${file.key}.small.webp` }
    : { large: `chat-${file.key}.audio` };
}

/** Chat photos and voice notes in the photo store: checked and measured, written, read and removed. */
export interface ChatFiles {
  /**
   * Checks `file` by its content (a photo goes through the listing photos' pipeline: re-encoded, metadata dropped,
   * two sizes and a preview; a voice note is measured and kept as sent) and writes it; what it tells of the file
   * includes the sizes data saver shows. Throws the file's 413/415/400 before
   * anything is written; a failed write removes what it wrote (503).
   */
  save(file: IncomingChatFile): Promise<MessageFile>;
  /** Removes the files' objects; missing ones are not an error. */
  remove(files: readonly MessageFile[]): Promise<void>;
  /** The object to send for `file` (a photo's small or large variant), or null when it is gone from the store. */
  read(file: MessageFile, size: ChatPhotoSize): Promise<ChatFileObject | null>;
}

/** Builds {@link ChatFiles} over the photo store; `processed` is told how long each file took to check and make. */
export function createChatFiles(
  store: ImageStore,
  processed: (kind: 'chat' | 'voice', ms: number) => void = () => undefined,
): ChatFiles {
  /** `work`, timed under `kind` whether it succeeds or not. */
  const timed = <T>(kind: 'chat' | 'voice', work: Promise<T>): Promise<T> => {
    const started = performance.now();
    return work.finally(() => processed(kind, performance.now() - started));
  };

  async function write(objects: [name: string, body: Buffer, type: string][]): Promise<void> {
    const written: string[] = [];
    try {
      for (const [name, body, type] of objects) {
        await store.put(name, body, type);
        written.push(name);
      }
    } catch (error) {
      await Promise.allSettled(written.map((name) => store.delete(name)));
      throw new PhotoStoreUnavailableError(error);
    }
  }

  return {
    async save({ field, buffer }) {
      // Random, not content-hashed as listing photos are: a private file must not share a name with anyone's copy.
      const key = randomBytes(16).toString('hex');
      if (field === 'image') {
        const image = await timed('chat', processImage(buffer, 'chat'));
        const file: MessageFile = {
          kind: 'image',
          key,
          width: image.width,
          height: image.height,
          preview: `data:image/webp;base64,${image.preview.toString('base64')}`,
          smallBytes: image.card.length,
        };
        const names = namesOf(file);
        await write([
          [names.large, image.detail, 'image/webp'],
          [names.small!, image.card, 'image/webp'],
        ]);
        return file;
      }
      const note = await timed('voice', checkVoiceNote(buffer));
      const file: MessageFile = { kind: 'audio', key, ...note, bytes: buffer.length };
      await write([[namesOf(file).large, buffer, note.mime]]);
      return file;
    },

    async remove(files) {
      const names = files.flatMap((file) => Object.values(namesOf(file)) as string[]);
      const results = await Promise.allSettled(names.map((name) => store.delete(name)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw new PhotoStoreUnavailableError(failed.reason);
    },

    async read(file, size) {
      const names = namesOf(file);
      const name = size === 'small' && names.small ? names.small : names.large;
      const object = await store.get(name);
      if (!object) return null;
      return { contentType: file.kind === 'image' ? 'image/webp' : file.mime, object };
    },
  };
}
