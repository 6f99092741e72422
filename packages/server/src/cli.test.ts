import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { connect } from '@mercato/db'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { loadConfig } from './config'

const run = promisify(execFile)
const bin = join(import.meta.dirname, '..', 'bin', 'mercato.mjs')
const dir = mkdtempSync(join(tmpdir(), 'mercato-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The CLI always gets a PGlite folder of its own here, whatever database the suite runs on.
const env = { ...process.env, DATABASE_URL: join(dir, 'data'), LOG_LEVEL: 'silent' }

describe('mercato CLI', () => {
  it('`user --email --password` creates an admin who can sign in, and resets the password when run again', async () => {
    const first = await run(
      'node',
      [bin, 'user', '--email', 'admin@example.com', '--password', 'supersecret'],
      { env },
    )
    expect(first.stdout).toMatch(/Created admin admin@example.com \(usr_/)
    const second = await run(
      'node',
      [bin, 'user', '--email', 'admin@example.com', '--password', 'evenmoresecret'],
      { env },
    )
    expect(second.stdout).toContain('Updated the password of admin@example.com')

    const database = await connect(env.DATABASE_URL)
    const { app } = await buildApp({
      database,
      config: { ...loadConfig({}), logLevel: 'silent' },
      logger: false,
      adminDist: null,
    })
    try {
      const old = await app.inject({
        method: 'POST',
        url: '/admin/auth',
        payload: { email: 'admin@example.com', password: 'supersecret' },
      })
      expect(old.statusCode).toBe(401)
      const ok = await app.inject({
        method: 'POST',
        url: '/admin/auth',
        payload: { email: 'admin@example.com', password: 'evenmoresecret' },
      })
      expect(ok.statusCode).toBe(200)
      expect(ok.json().user).toMatchObject({ email: 'admin@example.com', role: 'admin' })
    } finally {
      await app.close()
      await database.close()
    }
  }, 60_000)

  it('prints usage and fails on an unknown command, and refuses `user` without a password', async () => {
    await expect(run('node', [bin, 'frobnicate'], { env })).rejects.toMatchObject({ code: 1 })
    await expect(run('node', [bin, 'user', '--email', 'x@example.com'], { env })).rejects.toMatchObject({
      stderr: expect.stringContaining('user needs --email and --password'),
    })
  }, 60_000)
})
