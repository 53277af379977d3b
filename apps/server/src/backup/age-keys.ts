import { readFile, writeFile } from 'node:fs/promises';
import type { Decrypter, Encrypter } from 'age-encryption';
import { BackupError } from './backup-error';

/** Loaded on the first backup or restore: the server itself rarely makes one, and the library costs memory. */
const age = () => import('age-encryption');

/** An Encrypter to every recipient (age1…), or a BackupError that never echoes what it was given. */
export async function encrypterFor(recipients: readonly string[]): Promise<Encrypter> {
  if (recipients.length === 0) throw new BackupError('no age recipient to encrypt the backup to');
  const encrypter = new (await age()).Encrypter();
  for (const recipient of recipients) {
    try {
      encrypter.addRecipient(recipient);
    } catch {
      // The value may be a secret key pasted in the wrong place: it is not repeated.
      throw new BackupError('a backup recipient is not an age public key (age1…)');
    }
  }
  return encrypter;
}

/** The identities (AGE-SECRET-KEY-1…) of an identity file as age-keygen writes it: one a line, `#` comments. */
export async function readIdentities(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new BackupError(`cannot read the identity file ${file}`);
  }
  const identities = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (identities.length === 0 || !identities.every((line) => line.startsWith('AGE-SECRET-KEY-')))
    throw new BackupError(`${file} is not an age identity file (lines of AGE-SECRET-KEY-1…)`);
  return identities;
}

/** A Decrypter with every identity, or a BackupError that never echoes them. */
export async function decrypterFor(identities: readonly string[]): Promise<Decrypter> {
  const decrypter = new (await age()).Decrypter();
  for (const identity of identities) {
    try {
      decrypter.addIdentity(identity);
    } catch {
      throw new BackupError('the identity file holds a line that is not an age identity');
    }
  }
  return decrypter;
}

/**
 * Makes a key pair as age-keygen does: the identity into `file` (created, never overwritten, readable by its owner
 * only), and returns the public key to give as BACKUP_RECIPIENT.
 */
export async function writeNewIdentity(file: string): Promise<string> {
  // X25519, the kind every age tool reads (age-keygen's default), so the key also opens a backup with `age -d`.
  const { generateX25519Identity, identityToRecipient } = await age();
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const text = `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n`;
  try {
    await writeFile(file, text, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'EEXIST' ? `${file} already exists: keygen never overwrites a key` : `cannot write ${file}`,
    );
  }
  return recipient;
}
