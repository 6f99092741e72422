import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { storefrontUrl } from './modules/notifications/compose'

const linkBase = (env: NodeJS.ProcessEnv) =>
  storefrontUrl({ config: loadConfig({ NODE_ENV: 'test', ...env }) } as Parameters<typeof storefrontUrl>[0])

describe('where customer e-mails link to', () => {
  it('is this server when nothing is set: its built-in storefront is at /', () => {
    expect(linkBase({})).toBe('http://127.0.0.1:9000')
    expect(linkBase({ PORT: '9104' })).toBe('http://127.0.0.1:9104')
    expect(linkBase({ BACKEND_URL: 'https://shop.example.com/' })).toBe('https://shop.example.com')
  })

  it('is the first address of STORE_CORS when that is set: a storefront of its own', () => {
    expect(linkBase({ STORE_CORS: '/\\.preview\\.test$/,https://shop.test/' })).toBe('https://shop.test')
    expect(linkBase({ STORE_CORS: '/\\.preview\\.test$/' })).toBe('http://127.0.0.1:9000')
  })

  it('is STOREFRONT_URL above all', () => {
    expect(linkBase({ STOREFRONT_URL: 'https://store.example.com/', STORE_CORS: 'https://shop.test' })).toBe(
      'https://store.example.com',
    )
  })
})
