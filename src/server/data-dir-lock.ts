import { closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Holds the pid of the server using DATA_DIR's embedded database. */
export const LOCK_FILE = 'server.lock';

export class DataDirInUseError extends Error {
  constructor(readonly pid: number) {
    super(`the database folder is in use by process ${pid}`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's text, or undefined when there is no lock. */
function readLock(lockPath: string): string | undefined {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates the lock file with our pid already in it: link() fails if it exists, so no reader ever sees it empty. */
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkIfPresent(draft);
  }
}

/**
 * PGlite is one process's database: a second server on the same folder would
 * run migrations on it and then abort inside WebAssembly. The first server
 * holds a lock file with its pid; another stops before touching the folder.
 * A lock whose process no longer runs (killed, crashed) is taken over.
 * Returns the release, which removes the file only while it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const ours = String(process.pid);
  for (;;) {
    const lock = readLock(lockPath);
    if (lock !== undefined) {
      const holder = Number(lock);
      // Our own pid is a lock left by an earlier run that had it too (pid 1 in a container).
      if (Number.isInteger(holder) && holder > 0 && lock !== ours && isRunning(holder)) throw new DataDirInUseError(holder);
      unlinkIfPresent(lockPath);
    }
    if (tryCreate(lockPath)) break;
  }
  return () => {
    if (readLock(lockPath) === ours) unlinkIfPresent(lockPath);
  };
}
