import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/** Name of the lock file a process keeps in the PGlite data folder it has open. */
export const LOCK_FILE = 'mercato.lock'

/**
 * Two processes opening one PGlite folder each keep their own copy of the database in memory, and
 * one silently overwrites the other's writes. The lock refuses the second process instead.
 * `type` lets callers that print `{type, message}` errors show the message as is.
 */
export class DataFolderInUseError extends Error {
  readonly type = 'data_folder_in_use'
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another Mercato process (pid ${pid}). ` +
        'Stop it first, or point DATABASE_URL at PostgreSQL to share a database.',
    )
    this.name = 'DataFolderInUseError'
  }
}

export interface FolderLock {
  /** Removes the lock file; safe to call more than once. */
  release(): void
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx')
    try {
      writeSync(fd, `${process.pid}\n`)
    } finally {
      closeSync(fd)
    }
    return true
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw e
  }
}

/**
 * Takes the folder's lock: an exclusively created file holding this process's pid. A lock whose
 * process is gone (killed, crashed) is taken over; a live one, even this process's own (a second
 * open in one process is just as unsafe), is refused with DataFolderInUseError.
 */
export function lockDataFolder(folder: string): FolderLock {
  const path = join(folder, LOCK_FILE)
  for (let tries = 0; !tryCreate(path); tries++) {
    if (tries >= 5) throw new Error(`Could not take the lock file ${path}`)
    const holder = readHolder(path)
    if (holder === undefined && tries === 0) {
      // The holder may be between creating the file and writing its pid: look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
      continue
    }
    if (holder !== undefined && isAlive(holder)) throw new DataFolderInUseError(folder, holder)
    // Stale (dead pid, or no pid at all): remove it and race for it again with O_EXCL.
    try {
      unlinkSync(path)
    } catch {}
  }

  let held = true
  const release = () => {
    if (!held) return
    held = false
    process.off('exit', release)
    // Only remove the file if it is still ours (it may have been taken over after a long pause).
    if (readHolder(path) === process.pid) {
      try {
        unlinkSync(path)
      } catch {}
    }
  }
  process.on('exit', release)
  return { release }
}
