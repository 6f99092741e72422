import { isIP } from 'node:net'
import { DEFAULT_DATABASE_URL } from '@mercato/db'
import { parseCorsOrigins } from './http/cors'

export interface Config {
  port: number
  host: string
  databaseUrl: string
  redisUrl: string | undefined
  jwtSecret: string
  cookieSecret: string
  storeCors: string
  adminCors: string
  production: boolean
  /** SameSite attribute of session cookies (COOKIE_SAME_SITE, default lax). */
  cookieSameSite: 'lax' | 'strict' | 'none'
  logLevel: string
  /**
   * Which reverse proxies' `X-Forwarded-For` to believe (TRUST_PROXY), so client addresses (sign-in
   * limits, cart context) are the caller's and not the proxy's: false (default, use the peer address),
   * true (any sender), or proxy addresses/subnets.
   */
  trustProxy: boolean | string[]
  /** Where the dashboard is reachable, used in invite and password-reset links. */
  adminUrl: string
  featureFlags: Record<string, boolean>
  /** Folder of the local-disk file storage (UPLOADS_DIR). */
  uploadsDir: string
  /** Largest accepted upload, in bytes (UPLOAD_MAX_BYTES, default 50 MB). */
  uploadMaxBytes: number
  /** Public base URL of this server, used in absolute file URLs (BACKEND_URL). */
  backendUrl: string
  /** Storefront base URL (STOREFRONT_URL): customer e-mails link to it, crawlers are given it. */
  storefrontUrl?: string | undefined
  /**
   * Where customer e-mails link to when STOREFRONT_URL is unset: with STORE_CORS set (a storefront of
   * one's own), its first literal origin; else this server, whose built-in storefront is at `/`.
   */
  emailLinkFallback: string
  /**
   * Outgoing mail (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, SMTP_FROM);
   * unset: notifications are only stored and logged.
   */
  smtp?: SmtpConfig | undefined
}

export interface SmtpConfig {
  host: string
  port: number
  /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean
  user?: string | undefined
  password?: string | undefined
  from: string
}

const DEV_SECRET = 'mercato-development-secret'

/** Flags the dashboard reads from GET /admin/store; each can be turned off with MERCATO_FF_<KEY>=false. */
export const DEFAULT_FEATURE_FLAGS: Record<string, boolean> = {
  analytics: true,
  product_categories: true,
  sales_channels: true,
  publishable_api_keys: true,
  tax_inclusive_pricing: true,
  order_editing: true,
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const port = Number(env.PORT ?? 9000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`)
  const missing = (['JWT_SECRET', 'COOKIE_SECRET'] as const).filter((k) => !env[k])
  if (production && missing.length > 0) {
    throw new ConfigError(`${missing.join(' and ')} must be set when NODE_ENV=production`)
  }
  if (production) {
    for (const k of ['JWT_SECRET', 'COOKIE_SECRET'] as const) assertStrongSecret(k, env[k]!)
  }
  const host = env.HOST ?? '127.0.0.1'
  const ownUrl = (env.BACKEND_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(
    /\/+$/,
    '',
  )
  const storefrontUrl = env.STOREFRONT_URL?.replace(/\/+$/, '') || undefined
  const featureFlags = { ...DEFAULT_FEATURE_FLAGS }
  for (const key of Object.keys(featureFlags)) {
    const v = env[`MERCATO_FF_${key.toUpperCase()}`]
    if (v !== undefined) featureFlags[key] = v === 'true' || v === '1'
  }
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || DEV_SECRET,
    cookieSecret: env.COOKIE_SECRET || DEV_SECRET,
    storeCors: env.STORE_CORS ?? 'http://localhost:8000,http://127.0.0.1:8000',
    adminCors: env.ADMIN_CORS ?? 'http://localhost:7001,http://127.0.0.1:7001',
    production,
    cookieSameSite: cookieSameSite(env.COOKIE_SAME_SITE),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    adminUrl: env.ADMIN_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/app`,
    featureFlags,
    uploadsDir: env.UPLOADS_DIR || './.mercato/uploads',
    uploadMaxBytes: uploadMaxBytes(env.UPLOAD_MAX_BYTES),
    backendUrl: ownUrl,
    storefrontUrl,
    emailLinkFallback: (env.STORE_CORS ? firstLiteralOrigin(env.STORE_CORS) : undefined) ?? ownUrl,
    smtp: smtpConfig(env),
  }
}

function smtpConfig(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined
  const secure = env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1'
  const port = Number(env.SMTP_PORT ?? (secure ? 465 : 587))
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new ConfigError(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`)
  return {
    host: env.SMTP_HOST,
    port,
    secure,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM || `Mercato <no-reply@${env.SMTP_HOST}>`,
  }
}

/** Shortest secret accepted in production: 32 characters (e.g. `openssl rand -hex 32` gives 64). */
export const MIN_SECRET_LENGTH = 32

/** Anyone can sign tokens with a published or guessable secret, so production refuses them. */
function assertStrongSecret(name: string, value: string) {
  if (value === DEV_SECRET) throw new ConfigError(`${name} must not be the published development secret`)
  if (value.length < MIN_SECRET_LENGTH || new Set(value).size < 8)
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} random characters in production`)
}

function cookieSameSite(value: string | undefined): Config['cookieSameSite'] {
  const v = (value ?? 'lax').toLowerCase()
  if (v === 'lax' || v === 'strict' || v === 'none') return v
  throw new ConfigError(`COOKIE_SAME_SITE must be lax, strict or none, got "${value}"`)
}

/** Names proxy-addr understands for whole address ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  // A subnet: a prefix length, or (IPv4) a netmask.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128)
  return family === 4 && isIP(prefix) === 4
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim() ?? ''
  if (v === '' || v.toLowerCase() === 'false') return false
  if (v.toLowerCase() === 'true') return true
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const bad = entries.filter((e) => !isProxyAddress(e))
  if (bad.length > 0)
    throw new ConfigError(
      `TRUST_PROXY must be true, false or a comma list of proxy addresses, subnets, loopback, linklocal or uniquelocal; "${bad.join(', ')}" is none of them`,
    )
  return entries
}

function uploadMaxBytes(value: string | undefined): number {
  if (!value) return 50 * 1024 * 1024
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`UPLOAD_MAX_BYTES must be a positive integer, got "${value}"`)
  return n
}

export function usesDevelopmentSecrets(config: Config): boolean {
  return config.jwtSecret === DEV_SECRET || config.cookieSecret === DEV_SECRET
}

/** The first origin of a CORS list that is an address, not a pattern. */
function firstLiteralOrigin(text: string): string | undefined {
  return parseCorsOrigins(text).find((o): o is string => typeof o === 'string')
}
