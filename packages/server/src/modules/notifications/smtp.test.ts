import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import tls from 'node:tls'
import { afterAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { renderMessage } from './provider'
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

/** A multipart message's boundary and parts, each with its headers, base64 lines and decoded body. */
function mimeParts(message: string) {
  const split = message.indexOf('\r\n\r\n')
  const head = message.slice(0, split)
  expect(head).toMatch(/\r\nContent-Type: multipart\/alternative; boundary="[^"]+"$/)
  const boundary = /boundary="([^"]+)"/.exec(head)![1]!
  // `--b` CRLF part CRLF `--b` CRLF part CRLF `--b--`: nothing before the first delimiter or after the last.
  const chunks = message.slice(split + 4).split(`--${boundary}`)
  expect(chunks[0]).toBe('')
  expect(chunks.at(-1)).toBe('--')
  const parts = chunks.slice(1, -1).map((chunk) => {
    expect(chunk.startsWith('\r\n') && chunk.endsWith('\r\n')).toBe(true)
    const [headers, lines] = chunk.slice(2, -2).split('\r\n\r\n')
    return {
      headers: headers!.split('\r\n'),
      lines: lines!.split('\r\n'),
      body: Buffer.from(lines!.replace(/\r\n/g, ''), 'base64').toString('utf8'),
    }
  })
  return { boundary, parts }
}

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

  it('formats text and HTML as multipart/alternative: text first, base64 lines of at most 76 characters', () => {
    const text = `Grüße aus Köln\n${'Zeile mit Umlauten äöü. '.repeat(20)}\n.dot`
    const html = `<!DOCTYPE html>\n<html lang="de"><p>${'Grüße <b>fett</b> '.repeat(30)}</p></html>`
    const mail = { to: 'a@b.c', subject: 'Grüße', text, html }
    const msg = formatMessage('Shop <shop@example.com>', mail)
    // The headers before the body are those of a text-only message.
    expect(msg).toMatch(
      /^From: Shop <shop@example.com>\r\nTo: a@b.c\r\nSubject: =\?UTF-8\?B\?[^\r]+\r\nDate: [^\r]+ GMT\r\nMessage-ID: <[\w-]+@example.com>\r\nMIME-Version: 1.0\r\nContent-Type: multipart\/alternative; /,
    )
    const { boundary, parts } = mimeParts(msg)
    expect(parts.map((p) => p.headers)).toEqual([
      ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64'],
      ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64'],
    ])
    expect(parts.map((p) => p.body)).toEqual([text.replace(/\n/g, '\r\n'), html.replace(/\n/g, '\r\n')])
    for (const part of parts) {
      expect(part.lines.length).toBeGreaterThan(1)
      for (const line of part.lines) expect(line).toMatch(/^[A-Za-z0-9+/=]{1,76}$/)
      expect(part.lines.join('')).not.toContain(boundary)
    }
    // A fresh boundary for every message, of characters base64 never writes.
    expect(boundary).toMatch(/[^A-Za-z0-9+/=]/)
    expect(mimeParts(formatMessage('shop@example.com', mail)).boundary).not.toBe(boundary)
    // Without HTML, the single text part as before.
    expect(formatMessage('shop@example.com', { to: 'a@b.c', subject: 's', text: 'x' })).toMatch(
      /\r\nMIME-Version: 1.0\r\nContent-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\neA==$/,
    )
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

  it('delivers the text and the HTML as alternatives of one message', async () => {
    const server = await fakeSmtp()
    try {
      const html = '<!DOCTYPE html>\n<html lang="en" dir="ltr"><body><p>Line one</p></body></html>'
      await sendMail(
        { ...base, port: server.port },
        { to: 'ann@example.com', subject: 'Hi', text: 'Line one', html },
      )
      const { parts } = mimeParts(server.mails[0]!.data)
      expect(parts.map((p) => [p.headers[0], p.body])).toEqual([
        ['Content-Type: text/plain; charset=utf-8', 'Line one'],
        ['Content-Type: text/html; charset=utf-8', html.replace(/\n/g, '\r\n')],
      ])
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
      const [text, html] = mimeParts(server.mails[0]!.data).parts.map((p) => p.body)
      const [row] = await t.database.query<{ provider_id: string; data: { link: string } }>(
        "SELECT provider_id, data FROM notification WHERE event_name = 'invite.created'",
      )
      expect(row!.provider_id).toBe('smtp')
      const rendered = renderMessage('invite.created', row!.data)
      expect(text).toBe(rendered.text.replace(/\n/g, '\r\n'))
      expect(html).toBe(rendered.html.replace(/\n/g, '\r\n'))
      expect(text).toContain(row!.data.link)
      expect(html).toContain(`<a href="${row!.data.link.replace(/&/g, '&amp;')}"`)
    } finally {
      await server.close()
    }
  })
})
