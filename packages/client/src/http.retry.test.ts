import { afterEach, describe, expect, it } from 'vitest'
import { ClientError } from './errors'
import { Mercato } from './index'
import { type Handler, type TestServer, json, recordingSleep, startServer } from './testing/server'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** Fails with `failures` in order, then answers 200 `{ cart: { id } }`. */
function failing(failures: (number | 'drop' | [number, Record<string, string>])[]): Handler {
  return (_req, res, index) => {
    const failure = failures[index]
    if (failure === undefined) return json(res, 200, { cart: { id: 'cart_1' } })
    if (failure === 'drop') return res.socket?.destroy()
    const [status, headers] = Array.isArray(failure) ? failure : [failure, {}]
    json(res, status, { type: 'x', message: `failed with ${status}` }, headers)
  }
}

async function setup(handler: Handler, config: ConstructorParameters<typeof Mercato>[0] = {}) {
  server = await startServer(handler)
  const { delays, sleep } = recordingSleep()
  const client = new Mercato({ baseUrl: server.url, sleep, ...config })
  return { client, delays, requests: server.requests }
}

describe('default retry policy against a live server', () => {
  it('retries 409 and 503 until success, backing off 0.5 s then 1.5 s', async () => {
    const { client, delays, requests } = await setup(failing([409, 503]), { maxRetries: 3 })
    const { cart, response } = await client.carts.retrieve('cart_1')
    expect(cart.id).toBe('cart_1')
    expect(response.status).toBe(200)
    expect(requests).toHaveLength(3)
    expect(delays).toEqual([500, 1500])
  })

  it('does not retry 500', async () => {
    const { client, requests } = await setup(failing([500]), { maxRetries: 3 })
    await expect(client.carts.retrieve('cart_1')).rejects.toMatchObject({ status: 500 })
    expect(requests).toHaveLength(1)
  })

  it('does not retry 400', async () => {
    const { client, requests } = await setup(failing([400]), { maxRetries: 3 })
    const error = await client.carts.retrieve('cart_1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({ status: 400, type: 'x', message: 'failed with 400' })
    expect(requests).toHaveLength(1)
  })

  it('retries when the connection drops without a response', async () => {
    const { client, requests } = await setup(failing(['drop', 'drop']), { maxRetries: 2 })
    const { cart } = await client.carts.retrieve('cart_1')
    expect(cart.id).toBe('cart_1')
    expect(requests).toHaveLength(3)
  })

  it('gives up after maxRetries and rejects with the last error', async () => {
    const { client, requests } = await setup(failing([503, 503, 503]), { maxRetries: 2 })
    await expect(client.carts.retrieve('cart_1')).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(3)
  })

  it('reports a network failure as status 0 once retries are spent', async () => {
    const { client } = await setup(failing(['drop']))
    await expect(client.carts.retrieve('cart_1')).rejects.toMatchObject({ status: 0, type: 'network_error' })
  })

  it('retries a POST with one stable Idempotency-Key across its attempts', async () => {
    const { client, requests } = await setup(failing([409, 503]), { maxRetries: 3 })
    await client.carts.complete('cart_1')
    const keys = requests.map((r) => r.headers['idempotency-key'])
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(keys).size).toBe(1)
    await client.carts.complete('cart_1')
    expect(requests[3]?.headers['idempotency-key']).not.toBe(keys[0])
  })

  it('honours Retry-After instead of the backoff', async () => {
    const { client, delays } = await setup(failing([[503, { 'Retry-After': '2' }]]), { maxRetries: 1 })
    await client.carts.retrieve('cart_1')
    expect(delays).toEqual([2000])
  })

  it('does not wait longer than 5 minutes: a longer Retry-After ends the retries', async () => {
    const { client, requests } = await setup(failing([[503, { 'Retry-After': '600' }]]), { maxRetries: 3 })
    await expect(client.carts.retrieve('cart_1')).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
  })

  it('is off when maxRetries is unset: one attempt and no Idempotency-Key', async () => {
    const { client, requests } = await setup(failing([503]))
    await expect(client.carts.complete('cart_1')).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers['idempotency-key']).toBeUndefined()
  })

  it("allows 3 retries when the 'default' policy is chosen without maxRetries", async () => {
    const { client, requests } = await setup(failing([503, 503, 503, 503]), { retryPolicy: 'default' })
    await expect(client.carts.retrieve('cart_1')).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(4)
  })

  it('waits for real between attempts when no sleep is injected', async () => {
    server = await startServer(failing([409]))
    const client = new Mercato({ baseUrl: server.url, maxRetries: 1 })
    const started = Date.now()
    await client.carts.retrieve('cart_1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
  })
})

describe('dashboard retry policy against a live server', () => {
  it('retries a GET on 500 and 429 up to 3 times', async () => {
    const { client, requests, delays } = await setup(failing([500, 429, 503]), { retryPolicy: 'dashboard' })
    await client.carts.retrieve('cart_1')
    expect(requests).toHaveLength(4)
    expect(delays).toEqual([500, 1500, 3500])
  })

  it('never retries a POST', async () => {
    const { client, requests } = await setup(failing([503]), { retryPolicy: 'dashboard' })
    await expect(client.carts.complete('cart_1')).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers['idempotency-key']).toBeUndefined()
  })

  it('still sends an Idempotency-Key on POSTs when maxRetries > 0', async () => {
    const { client, requests } = await setup(failing([]), { retryPolicy: 'dashboard', maxRetries: 2 })
    await client.carts.complete('cart_1')
    expect(requests[0]?.headers['idempotency-key']).toBeTruthy()
  })

  it('retries a dropped connection twice, then fails', async () => {
    const { client, requests } = await setup(failing(['drop', 'drop', 'drop']), { retryPolicy: 'dashboard' })
    await expect(client.carts.retrieve('cart_1')).rejects.toMatchObject({ status: 0 })
    expect(requests).toHaveLength(3)
  })
})
