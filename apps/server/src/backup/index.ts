export { BackupError, holdsDatabase, readBackup, restoreFiles, writeBackup, MANIFEST } from './backup';
export type { BackupManifest, BackupSource } from './backup';
export { adminSocketPath, startAdminSocket } from './admin-socket';
