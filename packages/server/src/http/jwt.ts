import { createHmac, timingSafeEqual } from 'node:crypto'

/** HS256 JSON Web Tokens (RFC 7519), enough for session tokens, invites and password resets. */
export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number }

export class JwtError extends Error {
  constructor(
    message: string,
    readonly reason: 'malformed' | 'signature' | 'expired',
  ) {
    super(message)
  }
}

const b64url = (buf: Buffer) => buf.toString('base64url')
const HEADER = b64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))

export function signJwt(payload: JwtPayload, secret: string, expiresInSeconds?: number): string {
  const now = Math.floor(Date.now() / 1000)
  const body: JwtPayload = { ...payload, iat: now }
  if (expiresInSeconds !== undefined) body.exp = now + expiresInSeconds
  const encoded = `${HEADER}.${b64url(Buffer.from(JSON.stringify(body)))}`
  const sig = createHmac('sha256', secret).update(encoded).digest()
  return `${encoded}.${b64url(sig)}`
}

export function verifyJwt<T extends JwtPayload = JwtPayload>(token: string, secret: string): T {
  const parts = token.split('.')
  if (parts.length !== 3) throw new JwtError('jwt malformed', 'malformed')
  const [header, body, signature] = parts as [string, string, string]
  let payload: T
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    if (h.alg !== 'HS256') throw new Error('alg')
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!payload || typeof payload !== 'object') throw new Error('payload')
  } catch {
    throw new JwtError('jwt malformed', 'malformed')
  }
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('invalid signature', 'signature')
  }
  if (typeof payload.exp === 'number' && payload.exp <= Math.floor(Date.now() / 1000)) {
    throw new JwtError('jwt expired', 'expired')
  }
  return payload
}

/** Reads the payload without checking the signature (to find whose secret to check it with). */
export function decodeJwt(token: string): JwtPayload | null {
  try {
    const body = token.split('.')[1]
    if (!body) return null
    const v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return v && typeof v === 'object' ? v : null
  } catch {
    return null
  }
}
