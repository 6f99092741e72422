import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { setKeptStock } from '../../modules/inventory/kept-stock'
import { bulkId as generateId } from '../ids'
import { type Columns, insertRows, recordset, rowsOf, textArray } from '../sql'
import type { ApplyEnv, Plan } from './apply'
import { isProductOnly } from './row'
import { PHYSICAL, updateRows } from './update-rows'

const VARIANT_COLUMNS: Columns = {
  id: 'text',
  product_id: 'text',
  title: 'text',
  sku: 'text',
  barcode: 'text',
  ean: 'text',
  upc: 'text',
  variant_rank: 'int',
  inventory_quantity: 'int',
  allow_backorder: 'boolean',
  manage_inventory: 'boolean',
  ...PHYSICAL,
}
const PRICE_COLUMNS: Columns = {
  id: 'text',
  variant_id: 'text',
  currency_code: 'text',
  region_id: 'text',
  amount: 'bigint',
}
const OPTION_VALUE_COLUMNS: Columns = { id: 'text', variant_id: 'text', option_id: 'text', value: 'text' }

/**
 * Variants of the batch: new ones inserted, known ones updated, with their option values and prices.
 * Returns the ids of the new ones.
 */
export async function writeVariants(
  tx: Tx,
  plans: Plan[],
  env: ApplyEnv,
  optionIds: Map<string, Map<string, string>>,
): Promise<string[]> {
  const rows = plans.flatMap((p) =>
    p.group.rows.filter((r) => !isProductOnly(r)).map((r) => ({ r, plan: p })),
  )
  const given = [...new Set(rows.map((x) => x.r.variantId).filter((x): x is string => !!x))]
  const notNew = [...new Set(plans.filter((p) => p.kind !== 'create').map((p) => p.productId))]
  const [existing, ranks] = await Promise.all([
    given.length === 0
      ? []
      : rowsOf<{ id: string }>(
          tx,
          sql`SELECT id FROM product_variant WHERE id = ANY(${textArray(given)}) AND deleted_at IS NULL`,
        ),
    notNew.length === 0
      ? []
      : rowsOf<{ product_id: string; next: number }>(
          tx,
          sql`SELECT product_id, max(variant_rank) + 1 AS next FROM product_variant
              WHERE product_id = ANY(${textArray(notNew)}) AND deleted_at IS NULL GROUP BY product_id`,
        ),
  ])
  const live = new Set(existing.map((e) => e.id))
  const nextRank = new Map(ranks.map((r) => [r.product_id, Number(r.next)]))
  const creates: Record<string, unknown>[] = []
  const updates: Record<string, unknown>[] = []
  const newValues: Record<string, unknown>[] = []
  const changedValues: Array<{ variant_id: string; option_id: string; value: string }> = []
  const newPrices: Record<string, unknown>[] = []
  const replacedPrices: PriceRow[] = []
  const repriced: string[] = []
  for (const { r, plan } of rows) {
    const update = !!r.variantId && live.has(r.variantId)
    if (r.variantId && !update && env.unknownIds !== 'create')
      throw new Error(`Row ${r.row}: Variant with id ${r.variantId} was not found`)
    const id = r.variantId ?? generateId('variant')
    const options = optionIds.get(plan.productId)!
    const values = r.options.map((o) => {
      const optionId = options.get(o.name)
      if (!optionId) throw new Error(`Row ${r.row}: product ${plan.productId} has no option "${o.name}"`)
      return { variant_id: id, option_id: optionId, value: o.value }
    })
    if (update) {
      updates.push({ ...r.variant, id })
      for (const v of values) changedValues.push(v)
      if (r.prices) {
        repriced.push(id)
        for (const p of r.prices)
          replacedPrices.push({
            variant_id: id,
            currency_code: p.currency_code,
            region_id: p.region_id,
            amount: p.amount,
          })
      }
      continue
    }
    const rank = nextRank.get(plan.productId) ?? 0
    nextRank.set(plan.productId, rank + 1)
    const v = r.variant
    creates.push({
      id,
      product_id: plan.productId,
      title:
        v.title ??
        (r.options.map((o) => o.value).join(' / ') || plan.group.rows[0]!.product.title || r.handle),
      sku: v.sku ?? null,
      barcode: v.barcode ?? null,
      ean: v.ean ?? null,
      upc: v.upc ?? null,
      variant_rank: rank,
      inventory_quantity: v.inventory_quantity ?? 0,
      allow_backorder: v.allow_backorder ?? false,
      manage_inventory: v.manage_inventory ?? true,
      weight: v.weight ?? null,
      length: v.length ?? null,
      height: v.height ?? null,
      width: v.width ?? null,
      hs_code: v.hs_code ?? null,
      origin_country: v.origin_country ?? null,
      mid_code: v.mid_code ?? null,
      material: v.material ?? null,
    })
    for (const ov of values)
      newValues.push({ id: generateId('optval'), variant_id: id, option_id: ov.option_id, value: ov.value })
    for (const p of r.prices ?? [])
      newPrices.push({
        id: generateId('ma'),
        variant_id: id,
        currency_code: p.currency_code,
        region_id: p.region_id,
        amount: p.amount,
      })
  }
  await insertRows(tx, 'product_variant', VARIANT_COLUMNS, creates)
  await updateRows(
    tx,
    'product_variant',
    VARIANT_COLUMNS,
    env.header.variantFields.map((f) => f.column),
    updates,
  )
  if (env.header.variantFields.some((f) => f.column === 'inventory_quantity'))
    await setKeptStock(
      tx,
      updates
        .filter((u) => typeof u.inventory_quantity === 'number')
        .map((u) => ({ variant_id: u.id as string, quantity: u.inventory_quantity as number })),
    )
  await insertRows(tx, 'product_option_value', OPTION_VALUE_COLUMNS, newValues)
  await insertRows(tx, 'money_amount', PRICE_COLUMNS, newPrices)
  await replaceOptionValues(tx, changedValues)
  await replacePrices(tx, repriced, replacedPrices)
  return creates.map((c) => c.id as string)
}

async function replaceOptionValues(
  tx: Tx,
  values: Array<{ variant_id: string; option_id: string; value: string }>,
) {
  if (values.length === 0) return
  const cols = { variant_id: 'text', option_id: 'text', value: 'text' }
  await tx.execute(sql`UPDATE product_option_value v SET value = x.value, updated_at = now() FROM ${recordset(values, cols)}
    WHERE v.variant_id = x.variant_id AND v.option_id = x.option_id AND v.deleted_at IS NULL AND v.value <> x.value`)
  const withIds = values.map((v) => ({
    id: generateId('optval'),
    variant_id: v.variant_id,
    option_id: v.option_id,
    value: v.value,
  }))
  await tx.execute(sql`INSERT INTO product_option_value (id, variant_id, option_id, value)
    SELECT x.id, x.variant_id, x.option_id, x.value FROM ${recordset(withIds, { id: 'text', ...cols })}
    WHERE NOT EXISTS (SELECT 1 FROM product_option_value v
      WHERE v.variant_id = x.variant_id AND v.option_id = x.option_id AND v.deleted_at IS NULL)`)
}

/**
 * The file's prices replace the variant's own prices (not price-list or quantity-tier prices):
 * amounts of matching currency/region prices are updated, others deleted, new ones inserted.
 */
type PriceRow = { variant_id: string; currency_code: string; region_id: string | null; amount: number }

async function replacePrices(tx: Tx, variantIds: string[], prices: PriceRow[]) {
  if (variantIds.length === 0) return
  const cols = { variant_id: 'text', currency_code: 'text', region_id: 'text', amount: 'bigint' }
  const own = sql`m.price_list_id IS NULL AND m.min_quantity IS NULL AND m.max_quantity IS NULL AND m.deleted_at IS NULL`
  const same = sql`x.variant_id = m.variant_id AND x.currency_code = m.currency_code AND x.region_id IS NOT DISTINCT FROM m.region_id`
  await tx.execute(sql`DELETE FROM money_amount m WHERE m.variant_id = ANY(${textArray(variantIds)}) AND ${own}
    AND NOT EXISTS (SELECT 1 FROM ${recordset(prices, cols)} WHERE ${same})`)
  if (prices.length === 0) return
  await tx.execute(sql`UPDATE money_amount m SET amount = x.amount, updated_at = now() FROM ${recordset(prices, cols)}
    WHERE ${same} AND ${own} AND m.amount <> x.amount`)
  const withIds = prices.map((p) => ({
    id: generateId('ma'),
    variant_id: p.variant_id,
    currency_code: p.currency_code,
    region_id: p.region_id,
    amount: p.amount,
  }))
  await tx.execute(sql`INSERT INTO money_amount (id, variant_id, currency_code, region_id, amount)
    SELECT x.id, x.variant_id, x.currency_code, x.region_id, x.amount FROM ${recordset(withIds, { id: 'text', ...cols })}
    WHERE NOT EXISTS (SELECT 1 FROM money_amount m WHERE ${same} AND ${own})`)
}
