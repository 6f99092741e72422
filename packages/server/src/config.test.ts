import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, usesDevelopmentSecrets } from './config'

const STRONG_A = '3f9c1a7e5b2d8046c1e9a7f3b5d2c8e0'
const STRONG_B = 'b7e2d9c4a1f6083e5d7c9b2a4f1e6d8c'

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET and COOKIE_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a' })).toThrow('COOKIE_SECRET must be set')
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_A, COOKIE_SECRET: STRONG_B })
    expect(usesDevelopmentSecrets(ok)).toBe(false)
  })

  it('refuses weak or published secrets in production', () => {
    const weak = ['a', 'mercato-development-secret', 'x'.repeat(40), 'short-but-varied-123']
    for (const secret of weak) {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, COOKIE_SECRET: STRONG_B }),
      ).toThrow(/JWT_SECRET must/)
      expect(() =>
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_A, COOKIE_SECRET: secret }),
      ).toThrow(/COOKIE_SECRET must/)
    }
  })

  it('defaults session cookies to SameSite=Lax', () => {
    expect(loadConfig({}).cookieSameSite).toBe('lax')
    expect(loadConfig({ COOKIE_SAME_SITE: 'None' }).cookieSameSite).toBe('none')
    expect(() => loadConfig({ COOKIE_SAME_SITE: 'sometimes' })).toThrow(ConfigError)
  })

  it('defaults to port 9000, the local data folder and development secrets outside production', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: './.mercato/data',
      production: false,
    })
    expect(usesDevelopmentSecrets(c)).toBe(true)
  })

  it('reads TRUST_PROXY as off, any sender or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true)
    expect(
      loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.0/255.255.255.0, fd00::/8, 203.0.113.4' })
        .trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8', '192.168.1.0/255.255.255.0', 'fd00::/8', '203.0.113.4'])
    for (const bad of ['yes', '2', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/)
  })

  it('reads feature flags and rejects a bad port', () => {
    expect(loadConfig({ MERCATO_FF_ANALYTICS: 'false' }).featureFlags.analytics).toBe(false)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a port number')
  })
})
