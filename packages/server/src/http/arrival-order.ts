import { type ArrivalPlace, inArrivalOrder, takeArrivalPlace } from '@mercato/db'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'

const places = new WeakMap<object, ArrivalPlace>()

/**
 * Each request keeps the place it took on arrival in the embedded database's queue (a no-op on
 * PostgreSQL, whose pool queues by itself). Reading a body can leave the async context behind, so the
 * place is entered again before validation and before the handler.
 */
export function installArrivalOrder(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    const place = takeArrivalPlace()
    places.set(req, place)
    inArrivalOrder(done, place)
  })
  const enterAgain = (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const place = places.get(req)
    if (place) inArrivalOrder(done, place)
    else done()
  }
  app.addHook('preValidation', enterAgain)
  app.addHook('preHandler', enterAgain)
}
