import { randomFillSync } from 'node:crypto'

// Same ids as `generateId` of @mercato/domain (`<prefix>_<ULID>`), for bulk writers: the random part
// comes from a pooled buffer (one CSPRNG call per 1,024 ids instead of one per id) and the time part
// is encoded once per millisecond. An import makes several ids per row; this keeps that off the profile.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const pool = Buffer.alloc(16 * 1024)
let pos = pool.length
let lastMs = -1
let timePart = ''

function encodeTime(ms: number): string {
  let out = ''
  let t = ms
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[t % 32] + out
    t = Math.floor(t / 32)
  }
  return out
}

export function bulkId(prefix: string): string {
  const now = Date.now()
  if (now !== lastMs) {
    lastMs = now
    timePart = encodeTime(now)
  }
  if (pos + 16 > pool.length) {
    randomFillSync(pool)
    pos = 0
  }
  let r = ''
  for (let i = 0; i < 16; i++) r += ALPHABET[pool[pos++]! & 31]
  return `${prefix}_${timePart}${r}`
}
