import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AppContext } from '../context'
import { serveStorefront } from './storefront'

describe('serveStorefront', () => {
  it('answers the site root with a JSON 503 while the storefront is not built, and claims nothing else', async () => {
    const app = Fastify({ logger: false })
    app.get('/store/products', async () => ({ products: [] }))
    const emptyDist = mkdtempSync(join(tmpdir(), 'storefront-dist-'))
    // The context is only read when a page is rendered.
    await serveStorefront(app, {} as AppContext, emptyDist)
    await app.ready()

    const root = await app.inject({ method: 'GET', url: '/' })
    expect(root.statusCode).toBe(503)
    expect(root.json()).toEqual({
      type: 'unexpected_state',
      message: 'The storefront is not built. Run `npm run build` and restart.',
    })
    expect((await app.inject({ method: 'GET', url: '/store/products' })).json()).toEqual({ products: [] })
    expect((await app.inject({ method: 'GET', url: '/products/anything' })).statusCode).toBe(404)
    await app.close()
  })
})
