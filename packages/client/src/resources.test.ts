import { describe, expect, it } from 'vitest'
import { Mercato } from './index'
import { createAdminPath } from './resources/admin/custom'
import { MercatoStore } from './store'

interface Call {
  url: string
  init: RequestInit
}

function fakeClient(config: ConstructorParameters<typeof Mercato>[0] = {}) {
  const calls: Call[] = []
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  const client = new Mercato({
    baseUrl: 'http://api.test/',
    fetch: fetch as typeof globalThis.fetch,
    ...config,
  })
  const last = () => calls[calls.length - 1]!
  return { client, calls, last }
}

describe('admin.custom path prefixing', () => {
  it('adds a leading slash and /admin unless the path already starts with /admin', () => {
    expect(createAdminPath('foo')).toBe('/admin/foo')
    expect(createAdminPath('/foo')).toBe('/admin/foo')
    expect(createAdminPath('/admin/foo')).toBe('/admin/foo')
    expect(createAdminPath('admin/foo')).toBe('/admin/foo')
    expect(createAdminPath('/administrators')).toBe('/admin/administrators')
  })

  it('sends get with a query string, post with a body and delete without one', async () => {
    const { client, last } = fakeClient()
    await client.admin.custom.get('reviews', { limit: 2, tags: ['a'] })
    expect(last().url).toBe('http://api.test/admin/reviews?limit=2&tags%5B0%5D=a')
    await client.admin.custom.post('/reviews', { text: 'ok' })
    expect(last().url).toBe('http://api.test/admin/reviews')
    expect(last().init).toMatchObject({ method: 'POST', body: '{"text":"ok"}' })
    await client.admin.custom.delete('/admin/reviews/1')
    expect(last().url).toBe('http://api.test/admin/reviews/1')
    expect(last().init).toMatchObject({ method: 'DELETE', body: undefined })
  })
})

describe('transport details', () => {
  it('always sends credentials and trims the trailing slash of the base URL', async () => {
    const { client, last } = fakeClient()
    await client.regions.retrieve('reg_1')
    expect(last().url).toBe('http://api.test/store/regions/reg_1')
    expect(last().init.credentials).toBe('include')
  })

  it('defaults the base URL to http://localhost:9000', () => {
    expect(new Mercato().client.config.baseUrl).toBe('http://localhost:9000')
  })

  it('encodes user text in path segments (emails, codes)', async () => {
    const { client, last } = fakeClient()
    await client.auth.exists('a+b@shop.test')
    expect(last().url).toBe('http://api.test/store/auth/a%2Bb%40shop.test')
    await client.giftCards.retrieve('AB/CD')
    expect(last().url).toBe('http://api.test/store/gift-cards/AB%2FCD')
  })
})

describe('uploads', () => {
  it('posts every file as multipart under the field `files`, leaving the boundary to fetch', async () => {
    const { client, last } = fakeClient()
    const files = [new File(['a'], 'a.csv'), new File(['b'], 'b.csv')]
    await client.admin.uploads.create(files)
    const { init } = last()
    expect(last().url).toBe('http://api.test/admin/uploads')
    expect(init.body).toBeInstanceOf(FormData)
    expect((init.body as FormData).getAll('files')).toHaveLength(2)
    expect(new Headers(init.headers).get('content-type')).toBeNull()
    await client.admin.uploads.createProtected(new File(['c'], 'c.csv'))
    expect(last().url).toBe('http://api.test/admin/uploads/protected')
    expect((last().init.body as FormData).getAll('files')).toHaveLength(1)
  })

  it('deletes and asks for download URLs with JSON bodies', async () => {
    const { client, last } = fakeClient()
    await client.admin.uploads.delete({ file_key: 'k1' })
    expect(last().init).toMatchObject({ method: 'DELETE', body: '{"file_key":"k1"}' })
    await client.admin.uploads.getPresignedDownloadUrl({ file_key: 'k1' })
    expect(last().url).toBe('http://api.test/admin/uploads/download-url')
  })
})

describe('routes that differ from or extend medusa-js', () => {
  it('analytics configs: GET and POST on the collection, updates on /update', async () => {
    const { client, calls } = fakeClient()
    await client.admin.analyticsConfigs.retrieve()
    await client.admin.analyticsConfigs.list()
    await client.admin.analyticsConfigs.create({ opt_out: false, anonymize: true })
    await client.admin.analyticsConfigs.update({ opt_out: true, anonymize: false })
    expect(calls.map((c) => `${c.init.method} ${c.url.replace('http://api.test', '')}`)).toEqual([
      'GET /admin/analytics-configs',
      'GET /admin/analytics-configs',
      'POST /admin/analytics-configs',
      'POST /admin/analytics-configs/update',
    ])
    expect(calls[3]?.init.body).toBe('{"opt_out":true,"anonymize":false}')
  })

  it('store.addCurrency uses the served /admin/store/currencies/{code} route', async () => {
    const { client, last } = fakeClient()
    await client.admin.store.addCurrency('eur')
    expect(last().url).toBe('http://api.test/admin/store/currencies/eur')
  })

  it('admin.variants.retrieve keeps the id when given a query', async () => {
    const { client, last } = fakeClient()
    await client.admin.variants.retrieve('variant_1', { region_id: 'reg_1' })
    expect(last().url).toBe('http://api.test/admin/variants/variant_1?region_id=reg_1')
  })
})

describe('entries', () => {
  it('exposes the medusa-js namespaces', () => {
    const { client } = fakeClient()
    expect(client.carts.lineItems).toBeDefined()
    expect(client.customers.addresses).toBeDefined()
    expect(client.customers.paymentMethods).toBe(client.paymentMethods)
    expect(client.products.variants).toBeDefined()
    expect(Object.keys(client.admin)).toContain('analyticsConfigs')
    expect(Object.keys(client.admin)).toHaveLength(40)
  })

  it('the store entry has the store resources and no admin', () => {
    const store = new MercatoStore({ baseUrl: 'http://api.test' })
    expect(store.products).toBeDefined()
    expect('admin' in store).toBe(false)
  })
})
