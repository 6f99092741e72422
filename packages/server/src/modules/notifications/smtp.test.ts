import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import tls from 'node:tls'
import { afterAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { SmtpError, formatMessage, sendMail } from './smtp'

interface Received {
  commands: string[]
  data: string
  tls: boolean
}

/** A tiny SMTP server: answers each command, records what it got; optional STARTTLS and a failing RCPT. */
async function fakeSmtp(opts: { cert?: { key: string; cert: string }; rejectRcpt?: boolean } = {}) {
  const mails: Received[] = []
  const server = net.createServer((raw) => {
    const got: Received = { commands: [], data: '', tls: false }
    let socket: net.Socket = raw
    let buffer = ''
    let inData = false
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          got.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          mails.push(got)
          socket.write('250 queued\r\n')
          continue
        }
        const i = buffer.indexOf('\r\n')
        if (i === -1) return
        const line = buffer.slice(0, i)
        buffer = buffer.slice(i + 2)
        got.commands.push(line)
        const verb = line.split(' ')[0]!.toUpperCase()
        if (verb === 'EHLO') {
          const ext = opts.cert && !got.tls ? ['STARTTLS'] : ['AUTH PLAIN']
          socket.write(
            ['250-fake.smtp hello', ...ext.map((e, n) => `250${n === ext.length - 1 ? ' ' : '-'}${e}`)].join(
              '\r\n',
            ) + '\r\n',
          )
        } else if (verb === 'STARTTLS') {
          socket.write('220 go ahead\r\n')
          socket.removeAllListeners('data')
          const secure = new tls.TLSSocket(socket, {
            isServer: true,
            key: opts.cert!.key,
            cert: opts.cert!.cert,
          })
          got.tls = true
          socket = secure
          secure.on('data', onData)
        } else if (verb === 'AUTH') socket.write('235 ok\r\n')
        else if (verb === 'MAIL') socket.write('250 ok\r\n')
        else if (verb === 'RCPT') socket.write(opts.rejectRcpt ? '550 no such user\r\n' : '250 ok\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go\r\n')
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n')
          socket.end()
        } else socket.write('502 what\r\n')
      }
    }
    raw.on('data', onData)
    raw.on('error', () => {})
    raw.write('220 fake.smtp ready\r\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return { port, mails, close: () => new Promise((resolve) => server.close(resolve)) }
}

const decodeBody = (data: string) =>
  Buffer.from(data.split('\r\n\r\n')[1]!.replace(/\r\n/g, ''), 'base64').toString()
const base = { host: '127.0.0.1', secure: false, from: 'Shop <shop@example.com>' }

function selfSignedCert(): { key: string; cert: string } | null {
  try {
    const dir = mkdtempSync(join(tmpdir(), 'smtp-cert-'))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'k.pem'),
        '-out',
        join(dir, 'c.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'k.pem'), 'utf8'), cert: readFileSync(join(dir, 'c.pem'), 'utf8') }
  } catch {
    return null
  }
}

describe('SMTP client', () => {
  it('formats a UTF-8 message with encoded subject and dot-stuffing', () => {
    const msg = formatMessage('Shop <shop@example.com>', {
      to: 'a@b.c',
      subject: 'Café\r\nBcc: x@y.z',
      text: 'x',
    })
    expect(msg).toMatch(/^From: Shop <shop@example.com>\r\nTo: a@b.c\r\nSubject: =\?UTF-8\?B\?/)
    expect(msg).not.toMatch(/\r\nBcc:/)
    expect(msg).toMatch(/Message-ID: <[\w-]+@example.com>/)
  })

  it('sends through a plain server, with AUTH PLAIN when allowed', async () => {
    const server = await fakeSmtp()
    try {
      await sendMail(
        { ...base, port: server.port, user: 'me', password: 'pw', allowInsecureAuth: true },
        { to: 'Ann <ann@example.com>', subject: 'Hello', text: 'Line one\n.dot line' },
      )
      const [mail] = server.mails
      expect(mail!.commands).toEqual([
        'EHLO mercato',
        `AUTH PLAIN ${Buffer.from('\0me\0pw').toString('base64')}`,
        'MAIL FROM:<shop@example.com>',
        'RCPT TO:<ann@example.com>',
        'DATA',
        'QUIT',
      ])
      expect(mail!.data).toMatch(/\r\nSubject: Hello\r\n/)
      expect(decodeBody(mail!.data)).toBe('Line one\r\n.dot line')
    } finally {
      await server.close()
    }
  })

  it('refuses to send a password without TLS and reports server refusals', async () => {
    const server = await fakeSmtp({ rejectRcpt: true })
    try {
      await expect(
        sendMail(
          { ...base, port: server.port, user: 'me', password: 'pw' },
          { to: 'a@b.c', subject: 's', text: 't' },
        ),
      ).rejects.toThrow(/refusing to send the password in clear text/)
      await expect(
        sendMail({ ...base, port: server.port }, { to: 'a@b.c', subject: 's', text: 't' }),
      ).rejects.toThrow(SmtpError)
      expect(server.mails).toHaveLength(0)
    } finally {
      await server.close()
    }
  })

  const cert = selfSignedCert()
  it.skipIf(!cert)('upgrades with STARTTLS before authenticating', async () => {
    const server = await fakeSmtp({ cert: cert! })
    try {
      await sendMail(
        { ...base, port: server.port, user: 'me', password: 'pw', rejectUnauthorized: false },
        { to: 'ann@example.com', subject: 'Secure', text: 'hi' },
      )
      const [mail] = server.mails
      expect(mail!.tls).toBe(true)
      expect(mail!.commands.slice(0, 3)).toEqual(['EHLO mercato', 'STARTTLS', 'EHLO mercato'])
      expect(mail!.commands[3]).toMatch(/^AUTH PLAIN /)
    } finally {
      await server.close()
    }
  })
})

describe('SMTP notifications', () => {
  let t: TestApp | undefined
  afterAll(() => t?.close())

  it('e-mails an invite when SMTP is configured and stores it with provider smtp', async () => {
    const server = await fakeSmtp()
    try {
      t = await startTestApp({ smtp: { ...base, port: server.port } })
      const admin = await createAdmin(t)
      await t.app.inject({
        method: 'POST',
        url: '/admin/invites',
        headers: admin.headers,
        payload: { user: 'friend@example.com', role: 'member' },
      })
      await t.ctx.events.idle()
      expect(server.mails).toHaveLength(1)
      expect(server.mails[0]!.commands).toContain('RCPT TO:<friend@example.com>')
      const body = decodeBody(server.mails[0]!.data)
      const [row] = await t.database.query<{ provider_id: string; data: { link: string } }>(
        "SELECT provider_id, data FROM notification WHERE event_name = 'invite.created'",
      )
      expect(row!.provider_id).toBe('smtp')
      expect(body).toContain(row!.data.link)
    } finally {
      await server.close()
    }
  })
})
