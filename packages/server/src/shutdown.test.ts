import { connect as connectSocket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startTestApp } from './testing/harness'

describe('graceful shutdown', () => {
  it('lets a request in flight finish while the server closes, then refuses new connections', async () => {
    const t = await startTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0

    // A request whose body is still arriving when close() begins.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'whatever-pass' })
    const socket = connectSocket(port, '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    const response = new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
      })
      socket.on('close', () => resolve(text))
    })
    socket.write(
      `POST /admin/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    )
    await new Promise((r) => setTimeout(r, 100))

    const closing = t.app.close()
    await new Promise((r) => setTimeout(r, 100))
    socket.write(body.slice(10))
    const text = await response
    expect(text).toMatch(/^HTTP\/1\.1 401/)
    expect(text).toContain('"type":"unauthorized"')
    await closing

    const refused = await new Promise<boolean>((resolve) => {
      const s = connectSocket(port, '127.0.0.1')
      s.once('connect', () => {
        s.destroy()
        resolve(false)
      })
      s.once('error', () => resolve(true))
    })
    expect(refused).toBe(true)
    await t.close()
  })
})
