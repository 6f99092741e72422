import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { passwordEvaluations } from '../../http/passwords'
import {
  RESET_ACCOUNT_MAX,
  RESET_ADDRESS_MAX,
  SIGN_IN_ADDRESS_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
} from '../../http/rate-limit'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'

// How many guesses were really evaluated (argon2 runs), not just answered.
const verifications = passwordEvaluations

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
const redisUp = await probe.connect().then(
  () => true,
  () => false,
)
await probe.quit().catch(() => {})
if (!redisUp) console.warn(`Redis sign-in limit tests skipped: no Redis at ${redisUrl}`)

// A fresh address per test: Redis keeps counts between runs.
let octet = Math.floor(Math.random() * 200)
const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Date.now() % 250}.${++octet % 250}`

function limitTests(backend: 'memory' | 'redis') {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(backend === 'redis' ? { redisUrl } : { redisUrl: undefined })
  })
  afterAll(() => t.close())

  const post = (url: string, payload: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress })

  it('a burst of 300 wrong sign-ins evaluates at most the limit, then refuses the right password', async () => {
    const target = await createAdmin(t)
    const from = freshAddress()
    const before = verifications()
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post('/admin/auth', { email: target.email, password: `wrong-guess-${i}` }, from),
      ),
    )
    expect(verifications() - before).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES)
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(SIGN_IN_MAX_FAILURES)
    expect(codes.filter((c) => c === 429)).toHaveLength(300 - SIGN_IN_MAX_FAILURES)
    expect(answers.find((a) => a.statusCode === 429)!.json()).toEqual({
      type: 'too_many_requests',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    })

    const right = { email: target.email, password: target.password }
    const afterBurst = verifications()
    expect((await post('/admin/auth/token', right, from)).statusCode).toBe(429)
    expect(verifications()).toBe(afterBurst)
    if (backend === 'memory') {
      // Once the window has passed, the right password works again.
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS + 1000)
        expect((await post('/admin/auth/token', right, from)).statusCode).toBe(200)
      } finally {
        vi.useRealTimers()
      }
    }
  })

  it('limits one address spraying one password across 30 store accounts', async () => {
    const from = freshAddress()
    const codes: number[] = []
    for (let i = 0; i < 30; i++) {
      const email = `spray${i}-${from}@example.com`
      codes.push((await post('/store/auth', { email, password: 'Summer2026!' }, from)).statusCode)
    }
    expect(codes.slice(0, SIGN_IN_ADDRESS_MAX_FAILURES).every((c) => c === 401)).toBe(true)
    expect(codes.slice(SIGN_IN_ADDRESS_MAX_FAILURES).every((c) => c === 429)).toBe(true)
    // Another address is not affected.
    const elsewhere = await post(
      '/store/auth',
      { email: `spray0-${from}@example.com`, password: 'x' },
      freshAddress(),
    )
    expect(elsewhere.statusCode).toBe(401)
  })

  it('a right sign-in does not spend the address budget', async () => {
    const from = freshAddress()
    const staff = await createAdmin(t)
    for (let i = 0; i < SIGN_IN_ADDRESS_MAX_FAILURES + 5; i++) {
      const res = await post('/admin/auth/token', { email: staff.email, password: staff.password }, from)
      expect(res.statusCode).toBe(200)
    }
  })

  it('limits admin and store password-token requests per account and per address', async () => {
    const staff = await createAdmin(t)
    const perAccount: number[] = []
    for (let i = 0; i <= RESET_ACCOUNT_MAX; i++) {
      perAccount.push(
        (await post('/admin/users/password-token', { email: staff.email }, freshAddress())).statusCode,
      )
    }
    expect(perAccount).toEqual([...Array(RESET_ACCOUNT_MAX).fill(204), 429])

    const from = freshAddress()
    const perAddress: number[] = []
    for (let i = 0; i <= RESET_ADDRESS_MAX; i++) {
      const email = `reset${i}-${from}@example.com`
      perAddress.push((await post('/store/customers/password-token', { email }, from)).statusCode)
    }
    expect(perAddress).toEqual([...Array(RESET_ADDRESS_MAX).fill(204), 429])
    const refused = await post(
      '/store/customers/password-reset',
      { email: 'a@example.com', token: 'x', password: 'y' },
      from,
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.json().type).toBe('too_many_requests')
  })
}

describe('sign-in and reset limits, in memory', () => limitTests('memory'))
describe.skipIf(!redisUp)('sign-in and reset limits, in Redis', () => limitTests('redis'))
