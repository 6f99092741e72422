import { randomBytes, randomUUID } from 'node:crypto'
import net from 'node:net'
import tls from 'node:tls'
import type { FastifyBaseLogger } from 'fastify'
import type { SmtpConfig } from '../../config'
import { type NotificationMessage, type NotificationProvider, renderMessage } from './provider'

// A small SMTP client (RFC 5321) on node's net/tls: EHLO, STARTTLS, AUTH PLAIN, one message, QUIT.
// Enough for transactional mail through a relay; no new dependency.

export interface Mail {
  to: string
  subject: string
  text: string
  /** The same e-mail as an HTML document; when given, it is sent beside the text (multipart/alternative). */
  html?: string
}

export interface SmtpOptions extends SmtpConfig {
  timeoutMs?: number
  /** Tests only: accept a plain-text connection for AUTH (never set from configuration). */
  allowInsecureAuth?: boolean
  /** Tests only: trust a self-signed server certificate. */
  rejectUnauthorized?: boolean
}

export class SmtpError extends Error {}

class Connection {
  private buffer = ''
  private lines: string[] = []
  private waiting: {
    resolve: (r: { code: number; lines: string[] }) => void
    reject: (e: Error) => void
  } | null = null
  private failure: Error | null = null

  constructor(
    public socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    this.listen(socket)
  }

  listen(socket: net.Socket) {
    socket.setEncoding('utf8')
    socket.setTimeout(this.timeoutMs, () => this.fail(new SmtpError('SMTP server timed out')))
    socket.on('data', (chunk: string) => {
      this.buffer += chunk
      let i = this.buffer.indexOf('\r\n')
      while (i !== -1) {
        this.lines.push(this.buffer.slice(0, i))
        this.buffer = this.buffer.slice(i + 2)
        i = this.buffer.indexOf('\r\n')
      }
      this.flush()
    })
    socket.on('error', (e) => this.fail(e))
    socket.on('close', () => this.fail(new SmtpError('SMTP connection closed')))
  }

  private fail(e: Error) {
    this.failure ??= e
    this.waiting?.reject(e)
    this.waiting = null
  }

  /** A reply is complete at the line whose code is followed by a space ("250 OK", not "250-…"). */
  private flush() {
    const end = this.lines.findIndex((l) => /^\d{3}(?: |$)/.test(l))
    if (end === -1 || !this.waiting) return
    const lines = this.lines.splice(0, end + 1)
    const waiting = this.waiting
    this.waiting = null
    waiting.resolve({ code: Number(lines[end]!.slice(0, 3)), lines: lines.map((l) => l.slice(4)) })
  }

  read(): Promise<{ code: number; lines: string[] }> {
    if (this.failure) return Promise.reject(this.failure)
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject }
      this.flush()
    })
  }

  async command(line: string | null, expect: number[], what = line ?? 'greeting') {
    if (line !== null) this.socket.write(`${line}\r\n`)
    const reply = await this.read()
    if (!expect.includes(reply.code))
      throw new SmtpError(`SMTP ${what.split(' ')[0]} failed: ${reply.code} ${reply.lines.join(' ')}`)
    return reply
  }
}

const address = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim()
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ')
const encodeHeader = (s: string) =>
  /^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`

/** A text body in canonical form (CRLF line ends), base64 in lines of at most 76 characters (RFC 2045 §6.8). */
const base64Lines = (body: string) =>
  Buffer.from(body.replace(/\r?\n/g, '\r\n'), 'utf8')
    .toString('base64')
    .match(/.{1,76}/g) ?? []

const textPart = (type: 'plain' | 'html', body: string) => [
  `Content-Type: text/${type}; charset=utf-8`,
  'Content-Transfer-Encoding: base64',
  '',
  ...base64Lines(body),
]

/**
 * The body's headers and lines: the text alone, or the text then the HTML as alternatives (RFC 2046
 * §5.1.4: the last part is the one preferred). The boundary holds `_`, which base64 never does, so no
 * body line can end a part early; it is random so that no sent text can forge one either.
 */
function body(mail: Mail): string[] {
  if (mail.html === undefined) return textPart('plain', mail.text)
  const boundary = `=_mercato_${randomBytes(12).toString('hex')}`
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...textPart('plain', mail.text),
    `--${boundary}`,
    ...textPart('html', mail.html),
    `--${boundary}--`,
  ]
}

/** RFC 5322 message with CRLF line ends; lines starting with '.' are doubled (RFC 5321 §4.5.2). */
export function formatMessage(from: string, mail: Mail, date = new Date()): string {
  const headers = [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(mail.to)}`,
    `Subject: ${encodeHeader(oneLine(mail.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${address(from).split('@')[1] ?? 'mercato'}>`,
    'MIME-Version: 1.0',
  ]
  return [...headers, ...body(mail)].join('\r\n').replace(/^\./gm, '..')
}

// SNI takes host names only (RFC 6066).
const serverName = (host: string) => (net.isIP(host) ? undefined : host)

function connect(o: SmtpOptions): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = o.secure
      ? tls.connect({
          host: o.host,
          port: o.port,
          servername: serverName(o.host),
          rejectUnauthorized: o.rejectUnauthorized ?? true,
        })
      : net.connect({ host: o.host, port: o.port })
    socket.once(o.secure ? 'secureConnect' : 'connect', () => resolve(socket))
    socket.once('error', reject)
  })
}

function upgrade(socket: net.Socket, o: SmtpOptions): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    socket.removeAllListeners('data')
    socket.removeAllListeners('close')
    socket.removeAllListeners('error')
    const secure = tls.connect({
      socket,
      servername: serverName(o.host),
      rejectUnauthorized: o.rejectUnauthorized ?? true,
    })
    secure.once('secureConnect', () => resolve(secure))
    secure.once('error', reject)
  })
}

export async function sendMail(o: SmtpOptions, mail: Mail): Promise<void> {
  const timeoutMs = o.timeoutMs ?? 15_000
  let conn = new Connection(await connect(o), timeoutMs)
  try {
    await conn.command(null, [220])
    let ehlo = await conn.command('EHLO mercato', [250])
    let encrypted = o.secure
    if (!encrypted && ehlo.lines.some((l) => /^STARTTLS\b/i.test(l))) {
      await conn.command('STARTTLS', [220])
      conn = new Connection(await upgrade(conn.socket, o), timeoutMs)
      encrypted = true
      ehlo = await conn.command('EHLO mercato', [250])
    }
    if (o.user) {
      if (!encrypted && !o.allowInsecureAuth)
        throw new SmtpError('The SMTP server offers no TLS; refusing to send the password in clear text')
      const token = Buffer.from(`\0${o.user}\0${o.password ?? ''}`, 'utf8').toString('base64')
      await conn.command(`AUTH PLAIN ${token}`, [235], 'AUTH')
    }
    await conn.command(`MAIL FROM:<${address(o.from)}>`, [250])
    await conn.command(`RCPT TO:<${address(oneLine(mail.to))}>`, [250, 251])
    await conn.command('DATA', [354])
    await conn.command(`${formatMessage(o.from, mail)}\r\n.`, [250], 'message')
    await conn.command('QUIT', [221]).catch(() => undefined)
  } finally {
    conn.socket.destroy()
  }
}

/** Sends each notification as an e-mail (plain text and HTML) through the configured SMTP server. */
export class SmtpNotificationProvider implements NotificationProvider {
  readonly id = 'smtp'
  constructor(
    private readonly options: SmtpOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(eventName: string, message: NotificationMessage) {
    const { subject, text, html } = renderMessage(eventName, message.data)
    await sendMail(this.options, { to: message.to, subject, text, html })
    this.log.info({ event: eventName, to: message.to, subject }, 'notification e-mailed')
    return message
  }
}
