/** A refusal of a backup or a restore, told in one line (the commands print its message and nothing else). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
