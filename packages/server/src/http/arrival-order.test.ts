import { type ArrivalPlace, currentArrivalPlace } from '@mercato/db'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { installArrivalOrder } from './arrival-order'

describe('arrival order', () => {
  it('keeps the place a request took on arrival through body parsing into its handler', async () => {
    const app = Fastify()
    installArrivalOrder(app)
    const onArrival: Array<ArrivalPlace | undefined> = []
    app.addHook('onRequest', async () => {
      onArrival.push(currentArrivalPlace())
    })
    app.post('/echo', async (req) => ({
      place: currentArrivalPlace(),
      size: JSON.stringify(req.body).length,
    }))
    try {
      const big = { text: 'x'.repeat(200_000) }
      const first = (await app.inject({ method: 'POST', url: '/echo', payload: big })).json()
      const second = (await app.inject({ method: 'POST', url: '/echo', payload: big })).json()
      expect(onArrival).toHaveLength(2)
      expect(first.place).toEqual(onArrival[0])
      expect(second.place).toEqual(onArrival[1])
      expect(second.place.ticket).toBeGreaterThan(first.place.ticket)
    } finally {
      await app.close()
    }
  })
})
