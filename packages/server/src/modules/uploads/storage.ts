import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Config } from '../../config'
import type { AppContext } from '../../context'
import { assertSafeKey } from './keys'

export type Visibility = 'public' | 'private'

export interface StoredFile {
  key: string
  size: number
}

export interface PutOptions {
  visibility: Visibility
  contentType?: string
  /** Refuse (and store nothing) when the body is larger than this. */
  maxBytes?: number
}

/**
 * Where uploaded and generated files live. The local-disk implementation below is the default; an
 * S3-compatible adapter implements the same five operations (put = PutObject from a stream, get =
 * GetObject body, delete = DeleteObject, publicUrl = bucket URL, signedUrl = presigned GET).
 * Keys are flat names made by `generateFileKey`; every method refuses any other shape of key.
 */
export interface FileStorage {
  put(key: string, body: Readable | Buffer | string, options: PutOptions): Promise<StoredFile>
  /** The file as a stream, or null when there is no such file. */
  get(key: string, visibility: Visibility): Promise<{ stream: Readable; size: number } | null>
  /** Which area holds the key, if any. */
  locate(key: string): Promise<Visibility | null>
  /** Deletes the key from whichever area holds it; false when there was nothing to delete. */
  delete(key: string): Promise<boolean>
  publicUrl(key: string): string
  /** A URL that serves a private file until it expires. */
  signedUrl(key: string, expiresInSeconds?: number): string
}

export class FileTooLargeError extends Error {
  readonly statusCode = 413
  constructor(maxBytes: number, name?: string) {
    super(`${name ? `File "${name}"` : 'The file'} is larger than the limit of ${formatBytes(maxBytes)}`)
  }
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`
  return `${n} bytes`
}

export const DEFAULT_SIGNED_URL_SECONDS = 15 * 60

/** Signs `key` + expiry; a separate key derived from the cookie secret, so the two uses never mix. */
export class UrlSigner {
  private readonly secret: Buffer
  constructor(rootSecret: string) {
    this.secret = createHmac('sha256', rootSecret).update('mercato-file-urls').digest()
  }

  sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url')
  }

  /** 'ok', or why the link does not open the file. */
  verify(key: string, expires: number, signature: string, now = Date.now()): 'ok' | 'invalid' | 'expired' {
    const expected = Buffer.from(this.sign(key, expires))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
    return expires * 1000 < now ? 'expired' : 'ok'
  }
}

/** Files under `<root>/public/<key>` and `<root>/private/<key>`; writes land under a temporary name first. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string
  constructor(
    root: string,
    private readonly baseUrl: string,
    private readonly signer: UrlSigner,
  ) {
    this.root = resolve(root)
  }

  private path(key: string, visibility: Visibility): string {
    assertSafeKey(key)
    return join(this.root, visibility, key)
  }

  async put(key: string, body: Readable | Buffer | string, options: PutOptions): Promise<StoredFile> {
    const target = this.path(key, options.visibility)
    await mkdir(join(this.root, options.visibility), { recursive: true })
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`
    let size = 0
    const max = options.maxBytes ?? Number.POSITIVE_INFINITY
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length
        if (size > max) done(new FileTooLargeError(max))
        else done(null, chunk)
      },
    })
    const source =
      typeof body === 'string' || Buffer.isBuffer(body) ? Readable.from([Buffer.from(body)]) : body
    try {
      await pipeline(source, counter, createWriteStream(temp, { flags: 'wx' }))
      await rename(temp, target)
    } catch (err) {
      await rm(temp, { force: true })
      throw err
    }
    return { key, size }
  }

  async get(key: string, visibility: Visibility) {
    const path = this.path(key, visibility)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) return null
    return { stream: createReadStream(path), size: info.size }
  }

  async locate(key: string): Promise<Visibility | null> {
    for (const v of ['private', 'public'] as const) {
      const info = await stat(this.path(key, v)).catch(() => null)
      if (info?.isFile()) return v
    }
    return null
  }

  async delete(key: string): Promise<boolean> {
    let found = false
    for (const v of ['public', 'private'] as const) {
      const path = this.path(key, v)
      if (await stat(path).catch(() => null)) {
        found = true
        await rm(path, { force: true })
      }
    }
    return found
  }

  publicUrl(key: string): string {
    assertSafeKey(key)
    return `${this.baseUrl}/uploads/${encodeURIComponent(key)}`
  }

  signedUrl(key: string, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS): string {
    assertSafeKey(key)
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds
    const signature = this.signer.sign(key, expires)
    return `${this.baseUrl}/uploads/protected/${encodeURIComponent(key)}?expires=${expires}&signature=${signature}`
  }
}

export function urlSigner(config: Config): UrlSigner {
  return new UrlSigner(config.cookieSecret)
}

const storages = new WeakMap<AppContext, FileStorage>()

/** The storage of this app (local disk under `uploadsDir` unless another was installed). */
export function fileStorage(ctx: AppContext): FileStorage {
  let s = storages.get(ctx)
  if (!s) {
    s = new LocalDiskStorage(ctx.config.uploadsDir, ctx.config.backendUrl, urlSigner(ctx.config))
    storages.set(ctx, s)
  }
  return s
}

/** Installs another implementation (an S3 adapter, a test double) for this app. */
export function setFileStorage(ctx: AppContext, storage: FileStorage): void {
  storages.set(ctx, storage)
}
