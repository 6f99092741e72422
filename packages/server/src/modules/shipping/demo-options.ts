import { region, shippingOption } from '@mercato/db'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { createOption } from './options.service'

// The demo store's shipping: every region can ship an order and take a return with no manual setup.

interface DemoOption {
  name: string
  is_return: boolean
  /** Price in the region currency's minor units, by currency. */
  amounts: Record<string, number>
  /** Free above this subtotal (minor units, by currency); none when absent. */
  freeAbove?: Record<string, number>
}

const DEMO_OPTIONS: DemoOption[] = [
  { name: 'Standard Shipping', is_return: false, amounts: { usd: 500, eur: 500, gbp: 450, jpy: 800 } },
  { name: 'Express Shipping', is_return: false, amounts: { usd: 1500, eur: 1400, gbp: 1200, jpy: 2000 } },
  { name: 'Return Shipping', is_return: true, amounts: { usd: 500, eur: 500, gbp: 450, jpy: 800 } },
]

const FALLBACK_AMOUNT = 1000

/**
 * Flat-rate shipping and return options through the manual provider and the default profile, for
 * each given region; options that already exist (same name, region and direction) are kept.
 */
export async function ensureDemoShippingOptions(ctx: AppContext, regionIds: string[]): Promise<string[]> {
  const ids: string[] = []
  for (const regionId of regionIds) {
    const [reg] = await ctx.db.select().from(region).where(eq(region.id, regionId)).limit(1)
    if (!reg) continue
    for (const o of DEMO_OPTIONS) {
      const [found] = await ctx.db
        .select({ id: shippingOption.id })
        .from(shippingOption)
        .where(
          and(
            eq(shippingOption.region_id, regionId),
            eq(shippingOption.name, o.name),
            eq(shippingOption.is_return, o.is_return),
            isNull(shippingOption.deleted_at),
          ),
        )
        .limit(1)
      if (found) {
        ids.push(found.id)
        continue
      }
      const created = await createOption(ctx, {
        name: o.name,
        region_id: regionId,
        provider_id: 'manual',
        data: {},
        price_type: 'flat_rate',
        amount: o.amounts[reg.currency_code] ?? FALLBACK_AMOUNT,
        is_return: o.is_return,
        // Prices in a tax-inclusive region are shown with tax, as the products' are.
        includes_tax: reg.includes_tax,
      })
      ids.push(created.id)
    }
  }
  return ids
}
