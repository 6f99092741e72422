import { tooManyRequests } from '@mercato/domain'
import type { Redis } from 'ioredis'

/**
 * Counts attempts per key in a fixed window. In memory for one process; in Redis when REDIS_URL
 * is set, so that every process behind a load balancer shares the count.
 */
export interface AttemptCounter {
  /** Attempts recorded for the key in the current window. */
  count(key: string): Promise<number>
  /**
   * Records one attempt and returns the count including it, in one atomic step: concurrent
   * callers each get a distinct number, so at most `max` of them can see a count <= max.
   */
  hit(key: string): Promise<number>
  /** Gives back one attempt (a sign-in that turned out to be right does not spend the budget). */
  release(key: string): Promise<void>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

export class MemoryAttemptCounter implements AttemptCounter {
  private entries = new Map<string, { n: number; until: number }>()

  constructor(private readonly windowMs: number) {}

  private live(key: string) {
    const e = this.entries.get(key)
    if (e && e.until > Date.now()) return e
    if (e) this.entries.delete(key)
    return undefined
  }

  async count(key: string) {
    return this.live(key)?.n ?? 0
  }

  // Synchronous between reading and writing, so concurrent requests cannot interleave here.
  async hit(key: string) {
    const e = this.live(key)
    if (e) return ++e.n
    // Keep memory bounded under a flood of distinct keys.
    if (this.entries.size >= 100_000) this.entries.clear()
    this.entries.set(key, { n: 1, until: Date.now() + this.windowMs })
    return 1
  }

  async release(key: string) {
    const e = this.live(key)
    if (e && e.n > 0) e.n--
  }

  async reset(key: string) {
    this.entries.delete(key)
  }

  async close() {}
}

// INCR and the window's expiry in one script: a crash between the two cannot leave a key without expiry.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`
// Only decrements a live key, so a release after the window cannot leave a negative key without expiry.
const RELEASE_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`

export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
  ) {}

  private k = (key: string) => `mercato:attempts:${key}`

  async count(key: string) {
    return Number((await this.redis.get(this.k(key))) ?? 0)
  }

  async hit(key: string) {
    return Number(await this.redis.eval(HIT_SCRIPT, 1, this.k(key), this.windowMs))
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.k(key))
  }

  async reset(key: string) {
    await this.redis.del(this.k(key))
  }

  async close() {
    await this.redis.quit()
  }
}

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
/** Failed sign-ins for one account from one address per window. */
export const SIGN_IN_MAX_FAILURES = 10
/** Failed sign-ins from one address across all accounts per window (password spraying). */
export const SIGN_IN_ADDRESS_MAX_FAILURES = 20
/** Password-reset requests (token requests and resets) per account and per address per window. */
export const RESET_ACCOUNT_MAX = 5
export const RESET_ADDRESS_MAX = 20

export const SIGN_IN_REFUSED = 'Too many failed sign-in attempts. Try again in 15 minutes.'
export const RESET_REFUSED = 'Too many password reset requests. Try again in 15 minutes.'

export interface Budget {
  key: string
  max: number
}

/**
 * Spends one attempt from every budget BEFORE the caller does the work it guards, and refuses
 * with 429 when any budget is already spent. Counting first is what keeps a concurrent burst
 * from evaluating more than `max` attempts.
 */
export async function spendBudgets(counter: AttemptCounter, budgets: Budget[], message: string) {
  for (const b of budgets) {
    if ((await counter.hit(b.key)) > b.max) throw tooManyRequests(message)
  }
}

/** The budgets one sign-in spends: this account from this address, and this address overall. */
export function signInBudgets(realm: 'admin' | 'store', clientAddress: string, email: string) {
  return {
    address: { key: `${realm}:sign-in:${clientAddress}`, max: SIGN_IN_ADDRESS_MAX_FAILURES },
    account: { key: `${realm}:${clientAddress}:${email}`, max: SIGN_IN_MAX_FAILURES },
  }
}

/**
 * Reserves a sign-in attempt, runs `verify`, and keeps the attempt counted only when it fails.
 * A right password clears the account's count and gives the address its attempt back.
 */
export async function limitSignIn<T>(
  counter: AttemptCounter,
  realm: 'admin' | 'store',
  clientAddress: string,
  email: string,
  verify: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const { address, account } = signInBudgets(realm, clientAddress, email)
  await spendBudgets(counter, [address, account], SIGN_IN_REFUSED)
  const found = await verify()
  if (found !== undefined) {
    await counter.reset(account.key)
    await counter.release(address.key)
  }
  return found
}

/** Limits password-reset requests per account (mail flooding) and per address (enumeration, spraying). */
export async function limitPasswordReset(
  counter: AttemptCounter,
  realm: 'admin' | 'store',
  clientAddress: string,
  email: string | undefined,
) {
  const budgets: Budget[] = [{ key: `${realm}:reset:addr:${clientAddress}`, max: RESET_ADDRESS_MAX }]
  if (email) budgets.push({ key: `${realm}:reset:acct:${email}`, max: RESET_ACCOUNT_MAX })
  await spendBudgets(counter, budgets, RESET_REFUSED)
}

export async function createAttemptCounter(redisUrl: string | undefined): Promise<AttemptCounter> {
  if (!redisUrl) return new MemoryAttemptCounter(SIGN_IN_WINDOW_MS)
  const { Redis } = await import('ioredis')
  return new RedisAttemptCounter(
    new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
    SIGN_IN_WINDOW_MS,
  )
}
