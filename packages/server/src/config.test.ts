import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, usesDevelopmentSecrets } from './config'

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET and COOKIE_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a' })).toThrow('COOKIE_SECRET must be set')
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a', COOKIE_SECRET: 'b' })
    expect(usesDevelopmentSecrets(ok)).toBe(false)
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

  it('reads feature flags and rejects a bad port', () => {
    expect(loadConfig({ MERCATO_FF_ANALYTICS: 'false' }).featureFlags.analytics).toBe(false)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a port number')
  })
})
