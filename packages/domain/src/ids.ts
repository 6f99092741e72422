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

function encodeRandom(): string {
  // Web Crypto (Node 20+ and browsers), so the domain package runs in the dashboard too.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  let out = ''
  for (let i = 0; i < 16; i++) out += ALPHABET[bytes[i]! & 31]
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
