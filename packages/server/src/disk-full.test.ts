import { createWriteStream, existsSync } from 'node:fs'
import { type IncomingHttpHeaders, Agent, request } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from './jobs/test-helpers'
import { type FileStorage, fileStorage, setFileStorage } from './modules/uploads/storage'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from './testing/harness'

// A full disk must answer clearly (507 in the error shape) and close the connection, so a keep-alive
// client is not left with a half-read request body parsed as its next request. The errors are real:
// uploads are written to /dev/full (ENOSPC from the kernel; where there is none, a sink failing the
// same way) and the database raises disk_full (53100) from a trigger.

let t: TestApp
let admin: AdminCredentials
let port: number
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  agent.destroy()
  await t?.close()
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  // biome-ignore lint/suspicious/noExplicitAny: JSON of any shape, asserted below
  body: any
  socket: Socket
}

function send(method: string, path: string, headers: Record<string, string>, payload: Buffer | string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString()
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? JSON.parse(text) : null,
          socket: req.socket as Socket,
        })
      })
    })
    req.on('error', reject)
    // A wedged keep-alive connection never answers: fail clearly instead of at the test timeout.
    req.setTimeout(5000, () => req.destroy(new Error(`${method} ${path}: no answer within 5 s`)))
    req.end(payload)
  })
}

const json = (method: string, path: string, body: unknown) =>
  send(method, path, { ...admin.headers, 'content-type': 'application/json' }, JSON.stringify(body))

const closed = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true)
    const timer = setTimeout(() => resolve(false), 2000)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })

/** A sink whose every write fails with ENOSPC, as a full disk's does. */
function fullSink(): Writable {
  if (existsSync('/dev/full')) return createWriteStream('/dev/full')
  return new Writable({
    write(_chunk, _encoding, done) {
      const err = Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        syscall: 'write',
      })
      done(err)
    },
  })
}

/** Local storage whose writes find no room. */
function fullDisk(real: FileStorage): FileStorage {
  return {
    ...real,
    locate: (key) => real.locate(key),
    get: (key, visibility) => real.get(key, visibility),
    delete: (key) => real.delete(key),
    publicUrl: (key) => real.publicUrl(key),
    signedUrl: (key, seconds) => real.signedUrl(key, seconds),
    async put(_key, body) {
      if (typeof body === 'string' || Buffer.isBuffer(body)) throw new Error('expected a stream')
      await pipeline(body, fullSink())
      throw new Error('a full disk accepted a write')
    },
  }
}

describe('a full disk', () => {
  it('answers an upload 507 in the error shape and closes the keep-alive connection', async () => {
    const real = fileStorage(t.ctx)
    setFileStorage(t.ctx, fullDisk(real))
    try {
      // Large enough that most of the body is still unread when the write fails.
      const body = multipart([{ name: 'big.csv', content: Buffer.alloc(2 * 1024 * 1024, 'a') }])
      const res = await send(
        'POST',
        '/admin/uploads',
        { ...admin.headers, ...body.headers, 'content-length': String(body.payload.length) },
        body.payload,
      )
      expect(res.status).toBe(507)
      expect(res.body).toEqual({
        type: 'unexpected_state',
        code: 'insufficient_storage',
        message: expect.stringContaining('run out of disk space'),
      })
      expect(res.headers.connection).toBe('close')
      expect(await closed(res.socket)).toBe(true)
    } finally {
      setFileStorage(t.ctx, real)
    }
    // The next request gets a fresh connection and a clean answer.
    const next = await send('GET', '/admin/collections', admin.headers, '')
    expect(next.status).toBe(200)
  })

  it('answers a database disk_full 507 in the error shape, closes the connection and saves nothing', async () => {
    await t.database.execScript(`
      CREATE FUNCTION disk_full_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full';
      END $$;
      CREATE TRIGGER disk_full_for_test BEFORE INSERT ON product_collection
        FOR EACH ROW EXECUTE FUNCTION disk_full_for_test();
    `)
    try {
      const res = await json('POST', '/admin/collections', { title: 'Never saved' })
      expect(res.status).toBe(507)
      expect(res.body).toEqual({
        type: 'database_error',
        code: 'insufficient_storage',
        message: expect.stringContaining('run out of disk space'),
      })
      expect(res.headers.connection).toBe('close')
      expect(await closed(res.socket)).toBe(true)
    } finally {
      await t.database.execScript(
        'DROP TRIGGER disk_full_for_test ON product_collection; DROP FUNCTION disk_full_for_test();',
      )
    }
    const saved = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM product_collection WHERE title = 'Never saved'",
    )
    expect(saved[0]!.n).toBe(0)
    const again = await json('POST', '/admin/collections', { title: 'Saved once space is back' })
    expect(again.status).toBe(200)
    // Ordinary answers keep the connection alive.
    expect(again.headers.connection).toBe('keep-alive')
  })
})
