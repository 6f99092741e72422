import { giftCardCreateBody as createBody, giftCardUpdateBody as updateBody, notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { type RetrieveQuery, idParams, relationsOf } from '../../http/route-helpers'
import {
  DEFAULT_GIFT_CARD_RELATIONS,
  GIFT_CARD_RELATIONS,
  decorateGiftCards,
  findGiftCard,
  listGiftCardRows,
} from './queries'
import { createGiftCard, deleteGiftCard, updateGiftCard } from './service'

const oneQuery = contractRetrieveQuery('gift_card', GIFT_CARD_RELATIONS)

const listQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'code', 'value', 'balance'],
  allowExpand: contractExpand('gift_card', GIFT_CARD_RELATIONS),
})

export function registerGiftCardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const respond = async (id: string, q: RetrieveQuery) => {
    const row = await findGiftCard(ctx.db, id)
    if (!row) throw notFound(`Gift card with id: ${id} was not found`)
    const [gift_card] = await decorateGiftCards(
      ctx.db,
      [row],
      relationsOf(q.expand, DEFAULT_GIFT_CARD_RELATIONS),
      q.fields,
    )
    return { gift_card }
  }

  r.get('/admin/gift-cards', { schema: { querystring: listQuery } }, async (req) => {
    const [rows, count] = await listGiftCardRows(ctx.db, req.query)
    const gift_cards = await decorateGiftCards(
      ctx.db,
      rows,
      relationsOf(req.query.expand, DEFAULT_GIFT_CARD_RELATIONS),
      req.query.fields,
    )
    return { gift_cards, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/gift-cards', { schema: { body: createBody, querystring: oneQuery } }, async (req) => {
    const row = await createGiftCard(ctx, req.body)
    return respond(row.id, req.query)
  })

  r.get('/admin/gift-cards/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) =>
    respond(req.params.id, req.query),
  )

  r.post(
    '/admin/gift-cards/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => {
      await updateGiftCard(ctx, req.params.id, req.body, req.actor.userId)
      return respond(req.params.id, req.query)
    },
  )

  r.delete('/admin/gift-cards/:id', { schema: { params: idParams } }, async (req) =>
    deleteGiftCard(ctx, req.params.id),
  )
}
