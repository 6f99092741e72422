import { invalidData, ulid } from '@mercato/domain'

/**
 * File keys are flat names: a ULID, a dash and the sanitised original name (`01J…-summer-tee.png`).
 * They never contain a separator or `..`, so a key can never point outside the storage folder.
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..')
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw invalidData(`"${key.slice(0, 80)}" is not a valid file key`)
}

/** The last path segment of a client-supplied name, reduced to safe characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
  const ext = extensionOf(cleaned)
  const stem = ext ? cleaned.slice(0, -(ext.length + 1)) : cleaned
  const short = stem.slice(0, 100).replace(/[.-]+$/, '') || 'file'
  return ext ? `${short}.${ext}` : short
}

export function generateFileKey(originalName: string): string {
  return `${ulid()}-${sanitizeFileName(originalName)}`
}

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name)
  return m ? m[1]!.toLowerCase() : ''
}

/** Allowed file types by extension, with the MIME types a client may declare for each. */
const TYPES: Record<string, { contentType: string; declared: string[] }> = {
  png: { contentType: 'image/png', declared: ['image/png'] },
  jpg: { contentType: 'image/jpeg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  jpeg: { contentType: 'image/jpeg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  gif: { contentType: 'image/gif', declared: ['image/gif'] },
  webp: { contentType: 'image/webp', declared: ['image/webp'] },
  avif: { contentType: 'image/avif', declared: ['image/avif'] },
  // Browsers on Windows label CSV files as Excel documents.
  csv: {
    contentType: 'text/csv; charset=utf-8',
    declared: ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain'],
  },
  txt: { contentType: 'text/plain; charset=utf-8', declared: ['text/plain'] },
  pdf: { contentType: 'application/pdf', declared: ['application/pdf'] },
  json: { contentType: 'application/json', declared: ['application/json', 'text/json', 'text/plain'] },
}

const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream'])

export const ALLOWED_TYPES_TEXT = 'images (png, jpg, gif, webp, avif), csv, txt, pdf, json'

/** Throws 400 unless the name's extension is allowed and the declared type agrees with it. */
export function checkFileType(fileName: string, declaredType: string): void {
  const ext = extensionOf(fileName)
  const type = TYPES[ext]
  const declared = declaredType.split(';')[0]!.trim().toLowerCase()
  if (!type) {
    throw invalidData(`File "${fileName}" has a type that is not allowed; allowed: ${ALLOWED_TYPES_TEXT}`)
  }
  if (!GENERIC.has(declared) && !type.declared.includes(declared)) {
    throw invalidData(`File "${fileName}" is declared as ${declared}, which does not match its .${ext} name`)
  }
}

/** What to serve a stored file as; decided by the key's extension, never by what the uploader said. */
export function contentTypeOf(key: string): string {
  return TYPES[extensionOf(key)]?.contentType ?? 'application/octet-stream'
}
