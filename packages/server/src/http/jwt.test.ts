import { describe, expect, it, vi } from 'vitest'
import { JwtError, decodeJwt, signJwt, verifyJwt } from './jwt'

describe('jwt', () => {
  it('round-trips a payload signed with the same secret', () => {
    const t = signJwt({ user_id: 'usr_1', domain: 'admin' }, 's3cret', 60)
    expect(verifyJwt(t, 's3cret')).toMatchObject({ user_id: 'usr_1', domain: 'admin' })
    expect(decodeJwt(t)).toMatchObject({ user_id: 'usr_1' })
  })

  it('refuses another secret, a tampered body and garbage', () => {
    const t = signJwt({ user_id: 'usr_1' }, 'a')
    expect(() => verifyJwt(t, 'b')).toThrow(JwtError)
    const [h, , s] = t.split('.')
    const forged = `${h}.${Buffer.from(JSON.stringify({ user_id: 'usr_2' })).toString('base64url')}.${s}`
    expect(() => verifyJwt(forged, 'a')).toThrow('invalid signature')
    expect(() => verifyJwt('nope', 'a')).toThrow('jwt malformed')
  })

  it('refuses an expired token', () => {
    vi.useFakeTimers()
    try {
      const t = signJwt({ x: 1 }, 'a', 10)
      vi.advanceTimersByTime(11_000)
      expect(() => verifyJwt(t, 'a')).toThrow('jwt expired')
    } finally {
      vi.useRealTimers()
    }
  })
})
