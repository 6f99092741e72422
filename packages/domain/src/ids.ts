// Crockford base32, as ULID specifies: time-sortable, 26 characters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

function encodeTime(ms: number): string {
  let out = ''
  let t = ms
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[t % 32] + out
    t = Math.floor(t / 32)
  }
  return out
}

// Random bytes are drawn from Web Crypto (Node 20+ and browsers, so the domain package runs in the
// dashboard too) 4 KiB at a time: one call per id was about 1 % of the server's CPU on cart writes.
const pool = new Uint8Array(4096)
let poolAt = pool.length

function encodeRandom(): string {
  if (poolAt + 16 > pool.length) {
    globalThis.crypto.getRandomValues(pool)
    poolAt = 0
  }
  let out = ''
  for (let i = 0; i < 16; i++) out += ALPHABET[pool[poolAt + i]! & 31]
  poolAt += 16
  return out
}

export function ulid(now: number = Date.now()): string {
  return encodeTime(now) + encodeRandom()
}

/** A prefixed ULID, e.g. `prod_01HZX…`. Prefixes follow the contract (§1.9). */
export function generateId(prefix: string): string {
  return `${prefix}_${ulid()}`
}

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/
