import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { connect } from './connect'
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from './folder-lock'

const root = mkdtempSync(join(tmpdir(), 'mercato-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''])
  return child.pid!
}

describe('data folder lock', () => {
  it('refuses a second open of a folder while the first is open, and opens again after close', async () => {
    const folder = join(root, 'shared')
    const first = await connect(folder)
    expect(readFileSync(join(folder, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
    await expect(connect(folder)).rejects.toThrow(
      `The data folder ${folder} is in use by another Mercato process (pid ${process.pid}). ` +
        'Stop it first, or point DATABASE_URL at PostgreSQL to share a database.',
    )
    // The refused open did not disturb the first one.
    expect(await first.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }])
    await first.close()
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false)

    const again = await connect(folder)
    expect(await again.query<{ n: number }>('SELECT 2 AS n')).toEqual([{ n: 2 }])
    await again.close()
  }, 60_000)

  it('takes over a stale lock whose process is gone', async () => {
    const folder = mkdtempSync(join(root, 'stale-'))
    const pid = deadPid()
    writeFileSync(join(folder, LOCK_FILE), `${pid}\n`)
    const db = await connect(folder)
    expect(readFileSync(join(folder, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
    await db.close()
  }, 60_000)

  it('takes over an empty lock file (a crash before the pid was written)', () => {
    const folder = mkdtempSync(join(root, 'empty-'))
    writeFileSync(join(folder, LOCK_FILE), '')
    const lock = lockDataFolder(folder)
    expect(readFileSync(join(folder, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('refuses a lock held by another live process, naming its pid', () => {
    const folder = mkdtempSync(join(root, 'live-'))
    // The parent of this process is alive for the whole test.
    writeFileSync(join(folder, LOCK_FILE), `${process.ppid}\n`)
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError)
    expect(() => lockDataFolder(folder)).toThrow(`(pid ${process.ppid})`)
    expect(readFileSync(join(folder, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid))
  })

  it('needs no lock for memory databases', async () => {
    const a = await connect('memory://')
    const b = await connect('memory://')
    await Promise.all([a.close(), b.close()])
  }, 60_000)
})
