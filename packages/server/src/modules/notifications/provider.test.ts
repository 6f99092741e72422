import net, { type AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../context'
import { notificationProvider } from './index'
import { LocalNotificationProvider } from './provider'
import { SmtpNotificationProvider } from './smtp'

interface Line {
  level: string
  obj: Record<string, unknown>
  msg: string
}

/** A logger that records every line instead of printing it. */
function recordingLogger() {
  const lines: Line[] = []
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => lines.push({ level, obj, msg })
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
  } as unknown as FastifyBaseLogger
  return { log, lines }
}

const link = 'https://shop.example.com/app/invite?token=secret.token.value'
const everything = (lines: Line[]) => JSON.stringify(lines)

/** An SMTP sink that accepts any mail, so the e-mail provider can send for real. */
const sink = net.createServer((socket) => {
  socket.write('220 sink\r\n')
  let inData = false
  socket.on('data', (chunk) => {
    for (const line of chunk.toString('utf8').split('\r\n').filter(Boolean)) {
      if (inData) {
        if (line === '.') {
          inData = false
          socket.write('250 queued\r\n')
        }
      } else if (/^DATA/i.test(line)) {
        inData = true
        socket.write('354 go on\r\n')
      } else if (/^QUIT/i.test(line)) {
        socket.end('221 bye\r\n')
      } else {
        socket.write('250 ok\r\n')
      }
    }
  })
})
afterAll(() => new Promise<void>((done) => sink.close(() => done())))

describe('notification links in the server log', () => {
  it('without an e-mail transport logs an invite link once, at warn, saying no transport is set', async () => {
    const { log, lines } = recordingLogger()
    const provider = notificationProvider({ config: { smtp: undefined }, log } as unknown as AppContext)
    expect(provider).toBeInstanceOf(LocalNotificationProvider)
    await provider.send('invite.created', { to: 'new@example.com', data: { link, role: 'member' } })
    expect(lines).toHaveLength(1)
    expect(lines[0]?.level).toBe('warn')
    expect(lines[0]?.msg).toMatch(/no e-mail transport/)
    expect(lines[0]?.obj).toMatchObject({ event: 'invite.created', to: 'new@example.com', link })
  })

  it('logs an admin password-reset link the same way', async () => {
    const { log, lines } = recordingLogger()
    await new LocalNotificationProvider(log).send('user.password_reset', {
      to: 'owner@example.com',
      data: { link, email: 'owner@example.com' },
    })
    expect(lines.map((l) => [l.level, l.obj.link])).toEqual([['warn', link]])
  })

  it("keeps customers' reset links and other data out of the log", async () => {
    const { log, lines } = recordingLogger()
    const local = new LocalNotificationProvider(log)
    await local.send('customer.password_reset', {
      to: 'c@example.com',
      data: { link, email: 'c@example.com' },
    })
    await local.send('order.gift_card_created', {
      to: 'c@example.com',
      data: { code: 'GIFT-SECRET', value: 500 },
    })
    expect(lines.map((l) => l.level)).toEqual(['info', 'info'])
    expect(everything(lines)).not.toContain('secret.token')
    expect(everything(lines)).not.toContain('GIFT-SECRET')
  })

  it('with an e-mail transport sends the link by mail and never logs it', async () => {
    await new Promise<void>((done) => sink.listen(0, '127.0.0.1', () => done()))
    const port = (sink.address() as AddressInfo).port
    const { log, lines } = recordingLogger()
    const smtp = { host: '127.0.0.1', port, secure: false, from: 'Store <no-reply@example.com>' }
    const provider = notificationProvider({ config: { smtp }, log } as unknown as AppContext)
    expect(provider).toBeInstanceOf(SmtpNotificationProvider)
    await provider.send('invite.created', { to: 'new@example.com', data: { link } })
    await provider.send('user.password_reset', { to: 'owner@example.com', data: { link } })
    expect(lines.map((l) => l.level)).toEqual(['info', 'info'])
    expect(everything(lines)).not.toContain(link)
  })
})
