import { giftCard, product, region, shippingOption } from '@mercato/db'
import { notFound } from '@mercato/domain'
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { booleanString, csvList } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { readCart } from '../carts/access'
import { defaultProfileId } from '../carts/refresh'
import { cartShippingOptions, pricedOptions } from '../carts/shipping'
import { findRegion } from '../regions-tax/regions.queries'
import { groupBy } from '../../http/route-helpers'
import { liveRequirements } from '../shipping/options.queries'

// Store look-ups around checkout: shipping options (for a region and products, or for a cart) and
// gift cards by code.

export function registerStoreLookupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/store/shipping-options',
    {
      schema: {
        querystring: z.strictObject({
          is_return: booleanString.optional(),
          product_ids: csvList.optional(),
          region_id: z.string().min(1).optional(),
        }),
      },
    },
    async (req) => {
      const q = req.query
      const cond: Array<SQL | undefined> = [
        isNull(shippingOption.deleted_at),
        eq(shippingOption.admin_only, false),
        eq(shippingOption.is_return, q.is_return ?? false),
      ]
      if (q.region_id) cond.push(eq(shippingOption.region_id, q.region_id))
      if (q.product_ids?.length) {
        const [products, fallback] = await Promise.all([
          ctx.db
            .select({ profile_id: product.profile_id })
            .from(product)
            .where(inArray(product.id, q.product_ids)),
          defaultProfileId(ctx.db),
        ])
        const profiles = [
          ...new Set(products.map((p) => p.profile_id ?? fallback).filter((p): p is string => !!p)),
        ]
        if (profiles.length === 0) return { shipping_options: [] }
        cond.push(inArray(shippingOption.profile_id, profiles))
      }
      const options = await ctx.db
        .select()
        .from(shippingOption)
        .where(and(...cond))
        .orderBy(asc(shippingOption.amount), asc(shippingOption.id))
      const regionIds = [...new Set(options.map((o) => o.region_id))]
      const [requirements, regions] = await Promise.all([
        liveRequirements(
          ctx.db,
          options.map((o) => o.id),
        ),
        regionIds.length ? ctx.db.select().from(region).where(inArray(region.id, regionIds)) : [],
      ])
      const reqs = groupBy(requirements, (x) => x.shipping_option_id)
      return {
        shipping_options: await pricedOptions(
          ctx.db,
          options.map((o) => ({ ...o, requirements: reqs.get(o.id) ?? [] })),
          new Map(regions.map((x) => [x.id, x])),
        ),
      }
    },
  )

  r.get(
    '/store/shipping-options/:cart_id',
    { schema: { params: z.strictObject({ cart_id: z.string().min(1) }) } },
    async (req) => {
      const g = await readCart(ctx.db, req.params.cart_id, req.actor)
      return { shipping_options: await cartShippingOptions(ctx.db, g) }
    },
  )

  // Any card with that code (contract §4.4: no disabled check here), with its region.
  r.get(
    '/store/gift-cards/:code',
    { schema: { params: z.strictObject({ code: z.string().min(1) }) } },
    async (req) => {
      const code = req.params.code.trim().toUpperCase()
      const [card] = await ctx.db
        .select({
          id: giftCard.id,
          code: giftCard.code,
          value: giftCard.value,
          balance: giftCard.balance,
          region_id: giftCard.region_id,
          // Mercato: a taxable card also pays the tax on what it pays, which the shop's page says.
          tax_rate: giftCard.tax_rate,
        })
        .from(giftCard)
        .where(and(eq(giftCard.code, code), isNull(giftCard.deleted_at)))
      if (!card) throw notFound(`Gift card with code: ${code} was not found`)
      return { gift_card: { ...card, region: (await findRegion(ctx.db, card.region_id)) ?? null } }
    },
  )
}
