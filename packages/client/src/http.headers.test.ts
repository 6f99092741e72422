import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Mercato } from './index'
import { type TestServer, json, startServer } from './testing/server'

let server: TestServer
beforeEach(async () => {
  server = await startServer((req, res) => {
    if (req.path.endsWith('/auth/token'))
      return json(res, 200, { access_token: `jwt-for-${req.path.split('/')[1]}` })
    json(res, 200, { ok: true })
  })
})
afterEach(() => server.close())

const last = () => server.requests[server.requests.length - 1]!
const header = (name: string) => last().headers[name.toLowerCase()]

describe('base headers and bodies', () => {
  it('asks for and sends JSON; GET carries no body and POST/DELETE carry the payload as JSON', async () => {
    const client = new Mercato({ baseUrl: server.url })
    await client.products.list({ limit: 1 })
    expect(header('accept')).toBe('application/json')
    expect(header('content-type')).toBe('application/json')
    expect(last().method).toBe('GET')
    expect(last().body).toBe('')
    await client.carts.update('cart_1', { email: 'a@b.co' })
    expect(last()).toMatchObject({ method: 'POST', path: '/store/carts/cart_1', body: '{"email":"a@b.co"}' })
    await client.admin.collections.removeProducts('pcol_1', { product_ids: ['prod_1'] })
    expect(last()).toMatchObject({ method: 'DELETE', body: '{"product_ids":["prod_1"]}' })
  })

  it('spreads the JSON body at top level next to `response`', async () => {
    const client = new Mercato({ baseUrl: server.url })
    const result = (await client.regions.list()) as unknown as { ok: boolean; response: { status: number } }
    expect(result.ok).toBe(true)
    expect(result.response.status).toBe(200)
  })

  it('encodes GET parameters qs-style in the query string', async () => {
    const client = new Mercato({ baseUrl: server.url })
    await client.products.list({ id: ['prod_1', 'prod_2'], created_at: { gte: '2024-01-01' }, limit: 5 })
    expect(last().url).toBe(
      '/store/products?id%5B0%5D=prod_1&id%5B1%5D=prod_2&created_at%5Bgte%5D=2024-01-01&limit=5',
    )
  })

  it('sends batch-job date filters set to null as the string "null"', async () => {
    const client = new Mercato({ baseUrl: server.url })
    await client.admin.batchJobs.list({ limit: 100, completed_at: null, created_at: { gte: '2024-01-01' } })
    expect(last().url).toBe('/admin/batch-jobs?limit=100&completed_at=null&created_at%5Bgte%5D=2024-01-01')
  })

  it('lets per-call custom headers override config custom headers, which override the defaults', async () => {
    const client = new Mercato({ baseUrl: server.url, customHeaders: { 'x-app': 'config', 'x-keep': '1' } })
    await client.products.list(undefined, { 'x-app': 'call', accept: 'text/plain' })
    expect(header('x-app')).toBe('call')
    expect(header('x-keep')).toBe('1')
    expect(header('accept')).toBe('text/plain')
  })
})

describe('x-medusa-access-token', () => {
  it('is sent on authenticated admin calls', async () => {
    const client = new Mercato({ baseUrl: server.url, apiKey: 'secret' })
    await client.admin.products.list()
    expect(header('x-medusa-access-token')).toBe('secret')
  })

  it('is not sent on the public admin routes', async () => {
    const client = new Mercato({ baseUrl: server.url, apiKey: 'secret' })
    await client.admin.auth.createSession({ email: 'a@b.co', password: 'p' })
    await client.admin.users.sendResetPasswordToken({ email: 'a@b.co' })
    await client.admin.users.resetPassword({ token: 't', password: 'p' })
    await client.admin.invites.accept({
      token: 't',
      user: { first_name: 'A', last_name: 'B', password: 'p' },
    })
    expect(server.requests.map((r) => r.path)).toEqual([
      '/admin/auth',
      '/admin/users/password-token',
      '/admin/users/reset-password',
      '/admin/invites/accept',
    ])
    for (const request of server.requests) expect(request.headers['x-medusa-access-token']).toBeUndefined()
  })

  it('is sent on other methods of a public path (GET /admin/auth needs auth)', async () => {
    const client = new Mercato({ baseUrl: server.url, apiKey: 'secret' })
    await client.admin.auth.getSession()
    expect(header('x-medusa-access-token')).toBe('secret')
  })

  it('is never sent to the store API', async () => {
    const client = new Mercato({ baseUrl: server.url, apiKey: 'secret' })
    await client.products.list()
    expect(header('x-medusa-access-token')).toBeUndefined()
  })
})

describe('bearer tokens per domain', () => {
  it('admin.auth.getToken stores the admin JWT, used on admin calls only', async () => {
    const client = new Mercato({ baseUrl: server.url })
    const { access_token } = await client.admin.auth.getToken({ email: 'a@b.co', password: 'p' })
    expect(access_token).toBe('jwt-for-admin')
    await client.admin.orders.list()
    expect(header('authorization')).toBe('Bearer jwt-for-admin')
    await client.products.list()
    expect(header('authorization')).toBeUndefined()
  })

  it('auth.getToken stores the store JWT, used on store calls only', async () => {
    const client = new Mercato({ baseUrl: server.url })
    await client.auth.getToken({ email: 'a@b.co', password: 'p' })
    await client.customers.retrieve()
    expect(header('authorization')).toBe('Bearer jwt-for-store')
    await client.admin.store.retrieve()
    expect(header('authorization')).toBeUndefined()
  })

  it('setToken sets and clears a domain token', async () => {
    const client = new Mercato({ baseUrl: server.url })
    client.setToken('admin', 'manual')
    await client.admin.users.list()
    expect(header('authorization')).toBe('Bearer manual')
    client.setToken('admin', null)
    await client.admin.users.list()
    expect(header('authorization')).toBeUndefined()
  })

  it('rejects any domain other than admin or store', () => {
    const client = new Mercato({ baseUrl: server.url })
    expect(() => client.setToken('shop' as 'admin', 'x')).toThrow(/The token domain must be admin or store/)
    expect(() => client.client.setToken('' as 'store', 'x')).toThrow(
      'The token domain must be admin or store',
    )
  })

  it('keeps tokens per client instance', async () => {
    const first = new Mercato({ baseUrl: server.url })
    const second = new Mercato({ baseUrl: server.url })
    first.setToken('store', 'one')
    await second.customers.retrieve()
    expect(header('authorization')).toBeUndefined()
  })
})

describe('x-publishable-api-key', () => {
  it('comes from the config', async () => {
    const client = new Mercato({ baseUrl: server.url, publishableApiKey: 'pk_config' })
    await client.products.list()
    expect(header('x-publishable-api-key')).toBe('pk_config')
  })

  it('comes from setPublishableKey, which replaces the configured key', async () => {
    const client = new Mercato({ baseUrl: server.url, publishableApiKey: 'pk_config' })
    client.setPublishableKey('pk_later')
    await client.carts.create()
    expect(header('x-publishable-api-key')).toBe('pk_later')
  })

  it('is not sent to the admin API', async () => {
    const client = new Mercato({ baseUrl: server.url, publishableApiKey: 'pk_config' })
    await client.admin.products.list()
    expect(header('x-publishable-api-key')).toBeUndefined()
  })
})
