import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { connect, migrate } from '@mercato/db'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const bin = join(import.meta.dirname, '..', 'bin', 'mercato.mjs')
const dir = mkdtempSync(join(tmpdir(), 'mercato-cli-lock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('mercato CLI on a data folder in use', () => {
  it('`user` refuses with a clear message and a non-zero exit while another process has the folder open', async () => {
    const folder = join(dir, 'data')
    const held = await connect(folder)
    await migrate(held)
    try {
      const env = { ...process.env, DATABASE_URL: folder, LOG_LEVEL: 'silent' }
      const refused = await run(
        'node',
        [bin, 'user', '--email', 'second@example.com', '--password', 'supersecret'],
        { env },
      ).then(
        () => undefined,
        (e: { code: number; stderr: string }) => e,
      )
      expect(refused?.code).toBe(1)
      expect(refused?.stderr).toContain(
        `The data folder ${folder} is in use by another Mercato process (pid ${process.pid}). ` +
          'Stop it first, or point DATABASE_URL at PostgreSQL to share a database.',
      )
      // Nothing was written through the second process.
      expect(await held.query(`SELECT id FROM "user" WHERE email = 'second@example.com'`)).toEqual([])
    } finally {
      await held.close()
    }
  }, 60_000)
})
