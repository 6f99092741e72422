import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { attachVariantInventoryItems } from '../../modules/inventory/variant-items'
import { bulkId as generateId } from '../ids'
import { type Columns, insertRows, rowsOf, textArray } from '../sql'
import type { ImportHeader } from './columns'
import type { RefResolver, StaticRefs } from './refs'
import type { ParsedRow } from './row'
import { PHYSICAL, updateRows } from './update-rows'
import { type UnknownIds, own } from './validate'
import { writeVariants } from './variants'

/** Consecutive rows of one handle; `first` = the handle's first rows in the file (they carry the product fields). */
export interface Group {
  handle: string
  rows: ParsedRow[]
  first: boolean
}

export interface ApplyEnv {
  header: ImportHeader
  refs: RefResolver
  statics: StaticRefs
  unknownIds: UnknownIds
}

const PRODUCT_COLUMNS: Columns = {
  id: 'text',
  handle: 'text',
  title: 'text',
  subtitle: 'text',
  description: 'text',
  status: 'text',
  thumbnail: 'text',
  ...PHYSICAL,
  collection_id: 'text',
  type_id: 'text',
  discountable: 'boolean',
  external_id: 'text',
  profile_id: 'text',
}
export type Plan = { group: Group; productId: string; kind: 'create' | 'update' | 'append' }

/**
 * Writes one batch of rows with a fixed number of set-based statements (whatever the batch size):
 * products, options, variants, option values, prices, images, tags, channels, categories and the
 * new variants' inventory items.
 * Called inside the job's fenced transaction, so it commits together with the progress cursor.
 */
export async function applyBatch(
  tx: Tx,
  groups: Group[],
  env: ApplyEnv,
  handleIds: Map<string, string>,
): Promise<{ created: string[]; updated: string[] }> {
  const plans = await planProducts(tx, groups, env, handleIds)
  const firsts = plans.filter((p) => p.kind !== 'append')
  const refs = await resolveRefs(tx, firsts, env)
  await writeProducts(tx, plans, env, refs)
  const optionIds = await writeOptions(tx, plans)
  const newVariants = await writeVariants(tx, plans, env, optionIds)
  await writeProductLinks(tx, firsts, env, refs)
  // After the channels, as for products made through the API; one statement for the whole batch.
  await attachVariantInventoryItems(tx, newVariants)
  // Products whose rows (or variants) changed, for the product.created / product.updated events.
  const created = plans.filter((p) => p.kind === 'create').map((p) => p.productId)
  const fresh = new Set(created)
  const updated = [
    ...new Set(plans.filter((p) => p.kind !== 'create' && !fresh.has(p.productId)).map((p) => p.productId)),
  ]
  return { created, updated }
}

async function planProducts(
  tx: Tx,
  groups: Group[],
  env: ApplyEnv,
  handleIds: Map<string, string>,
): Promise<Plan[]> {
  const given = [...new Set(groups.map((g) => g.rows[0]!.productId).filter((x): x is string => !!x))]
  const lookups = groups
    .filter((g) => !g.first && !g.rows[0]!.productId && !handleIds.has(g.handle))
    .map((g) => g.handle)
  const [existing, byHandle] = await Promise.all([
    given.length === 0
      ? []
      : rowsOf<{ id: string }>(
          tx,
          sql`SELECT id FROM product WHERE id = ANY(${textArray(given)}) AND deleted_at IS NULL`,
        ),
    lookups.length === 0
      ? []
      : rowsOf<{ id: string; handle: string }>(
          tx,
          sql`SELECT id, handle FROM product WHERE handle = ANY(${textArray(lookups)}) AND deleted_at IS NULL`,
        ),
  ])
  const live = new Set(existing.map((r) => r.id))
  const known = new Map(byHandle.map((r) => [r.handle, r.id]))
  return groups.map((group) => {
    const r0 = group.rows[0]!
    let plan: Plan
    if (!group.first) {
      const id = r0.productId ?? handleIds.get(group.handle) ?? known.get(group.handle)
      if (!id) throw new Error(`Row ${r0.row}: the product of handle "${group.handle}" was not found`)
      plan = { group, productId: id, kind: 'append' }
    } else if (r0.productId && live.has(r0.productId))
      plan = { group, productId: r0.productId, kind: 'update' }
    else if (r0.productId && env.unknownIds !== 'create')
      throw new Error(`Row ${r0.row}: Product with id ${r0.productId} was not found`)
    else plan = { group, productId: r0.productId ?? generateId('prod'), kind: 'create' }
    handleIds.set(own(group.handle), plan.productId)
    return plan
  })
}

interface Refs {
  collection: Map<string, string>
  type: Map<string, string>
  tag: Map<string, string>
  category: Map<string, string>
  channel: (c: { id: string | null; name: string | null }) => string | undefined
}

async function resolveRefs(tx: Tx, firsts: Plan[], env: ApplyEnv): Promise<Refs> {
  const rows = firsts.map((p) => p.group.rows[0]!)
  const collections = new Map<string, { title: string }>()
  const categories = new Map<string, { name: string | null; description: string | null }>()
  for (const r of rows) {
    if (r.collection) collections.set(r.collection.handle, { title: r.collection.title })
    for (const c of r.categories ?? []) if (!categories.has(c.handle)) categories.set(c.handle, c)
  }
  const collection = await env.refs.collections(tx, collections)
  const type = await env.refs.types(tx, new Set(rows.map((r) => r.type).filter((x): x is string => !!x)))
  const tag = await env.refs.tags(tx, new Set(rows.flatMap((r) => r.tags ?? [])))
  const category = await env.refs.categories(tx, categories)
  const channel = await env.refs.channels(
    tx,
    rows.flatMap((r) => r.salesChannels ?? []),
  )
  return { collection, type, tag, category, channel }
}

function profileOf(r: ParsedRow, env: ApplyEnv): string | null {
  const { profilesByName, profilesByType } = env.statics
  if (r.profile?.name) return profilesByName.get(r.profile.name) ?? null
  if (r.profile?.type) return profilesByType.get(r.profile.type) ?? null
  return null
}

async function writeProducts(tx: Tx, plans: Plan[], env: ApplyEnv, refs: Refs) {
  const creates: Record<string, unknown>[] = []
  const updates: Record<string, unknown>[] = []
  for (const p of plans) {
    if (p.kind === 'append') continue
    const r = p.group.rows[0]!
    const collectionId =
      r.collection === undefined ? undefined : r.collection ? refs.collection.get(r.collection.handle) : null
    const typeId = r.type === undefined ? undefined : r.type ? refs.type.get(r.type) : null
    const profileId = r.profile === undefined ? undefined : profileOf(r, env)
    if (p.kind === 'update') {
      const row: Record<string, unknown> = { ...r.product, id: p.productId, handle: r.handle }
      if (collectionId !== undefined) row.collection_id = collectionId
      if (typeId !== undefined) row.type_id = typeId
      if (profileId !== undefined) row.profile_id = profileId
      updates.push(row)
      continue
    }
    const f = r.product
    // A literal of fixed shape (not a spread of the parsed record): much cheaper to build and serialise.
    creates.push({
      id: p.productId,
      handle: r.handle,
      title: f.title,
      subtitle: f.subtitle ?? null,
      description: f.description ?? null,
      status: f.status ?? 'draft',
      // As when a product is created through the API: the first image becomes the thumbnail.
      thumbnail: f.thumbnail ?? r.images?.[0] ?? null,
      weight: f.weight ?? null,
      length: f.length ?? null,
      height: f.height ?? null,
      width: f.width ?? null,
      hs_code: f.hs_code ?? null,
      origin_country: f.origin_country ?? null,
      mid_code: f.mid_code ?? null,
      material: f.material ?? null,
      collection_id: collectionId ?? null,
      type_id: typeId ?? null,
      discountable: f.discountable ?? true,
      external_id: f.external_id ?? null,
      profile_id: profileId ?? env.statics.profilesByType.get('default') ?? null,
    })
  }
  await insertRows(tx, 'product', PRODUCT_COLUMNS, creates)
  if (updates.length === 0) return
  const present = ['handle', ...env.header.productFields.map((f) => f.column)]
  const r0 = plans.find((p) => p.kind === 'update')!.group.rows[0]!
  if (r0.collection !== undefined) present.push('collection_id')
  if (r0.type !== undefined) present.push('type_id')
  if (r0.profile !== undefined) present.push('profile_id')
  await updateRows(tx, 'product', PRODUCT_COLUMNS, present, updates)
}

/** Option ids by product and title: created for new products (and for existing ones that have none). */
async function writeOptions(tx: Tx, plans: Plan[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>()
  const existingIds = [...new Set(plans.filter((p) => p.kind !== 'create').map((p) => p.productId))]
  const existing =
    existingIds.length === 0
      ? []
      : await rowsOf<{ id: string; product_id: string; title: string }>(
          tx,
          sql`SELECT id, product_id, title FROM product_option WHERE product_id = ANY(${textArray(existingIds)}) AND deleted_at IS NULL`,
        )
  for (const o of existing) {
    if (!out.has(o.product_id)) out.set(o.product_id, new Map())
    out.get(o.product_id)!.set(o.title, o.id)
  }
  const inserts: Array<{ id: string; product_id: string; title: string; rank: number }> = []
  for (const p of plans) {
    if (out.has(p.productId)) continue
    const titles = p.group.rows[0]!.options.map((o) => o.name)
    const map = new Map<string, string>()
    titles.forEach((title, rank) => {
      const id = generateId('opt')
      map.set(title, id)
      inserts.push({ id, product_id: p.productId, title, rank })
    })
    out.set(p.productId, map)
  }
  await insertRows(
    tx,
    'product_option',
    { id: 'text', product_id: 'text', title: 'text', rank: 'int' },
    inserts,
  )
  return out
}

/** Images, tags, sales channels and categories: set on new products, replaced on updated ones when the file has the columns. */
async function writeProductLinks(tx: Tx, firsts: Plan[], env: ApplyEnv, refs: Refs) {
  const { header } = env
  const updated = firsts.filter((p) => p.kind === 'update').map((p) => p.productId)
  const clear = async (table: string) => {
    if (updated.length > 0)
      await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE product_id = ANY(${textArray(updated)})`)
  }
  const images: Record<string, unknown>[] = []
  const tags: Record<string, unknown>[] = []
  const channels: Record<string, unknown>[] = []
  const categories: Record<string, unknown>[] = []
  for (const p of firsts) {
    const r = p.group.rows[0]!
    for (const [rank, url] of (r.images ?? []).entries())
      images.push({ id: generateId('img'), product_id: p.productId, url, rank })
    for (const t of r.tags ?? []) tags.push({ product_id: p.productId, product_tag_id: refs.tag.get(t) })
    const chosen = new Set<string>()
    for (const c of r.salesChannels ?? []) {
      const id = refs.channel(c)
      // Checked by the validator: a channel gone since then fails the batch rather than unlinking the product.
      if (!id)
        throw new Error(
          `Row ${r.row}: sales channel "${c.name ?? c.id}" does not exist (deleted since the file was checked)`,
        )
      chosen.add(id)
    }
    // A file without channel columns puts new products in the store's default channel, as the API does;
    // with the columns, the file says which channels (possibly none).
    if (header.salesChannels.length === 0 && p.kind === 'create' && env.statics.defaultChannelId)
      chosen.add(env.statics.defaultChannelId)
    for (const c of chosen) channels.push({ product_id: p.productId, sales_channel_id: c })
    for (const c of r.categories ?? [])
      categories.push({ product_id: p.productId, product_category_id: refs.category.get(c.handle) })
  }
  const nothing = sql.raw('ON CONFLICT DO NOTHING')
  if (header.images.length > 0) await clear('product_image')
  await insertRows(tx, 'product_image', { id: 'text', product_id: 'text', url: 'text', rank: 'int' }, images)
  if (header.special['Product Tags'] !== undefined) await clear('product_tags')
  await insertRows(tx, 'product_tags', { product_id: 'text', product_tag_id: 'text' }, tags, nothing)
  if (header.salesChannels.length > 0) await clear('product_sales_channel')
  await insertRows(
    tx,
    'product_sales_channel',
    { product_id: 'text', sales_channel_id: 'text' },
    channels,
    nothing,
  )
  if (header.categories.length > 0) await clear('product_category_product')
  await insertRows(
    tx,
    'product_category_product',
    { product_id: 'text', product_category_id: 'text' },
    categories,
    nothing,
  )
}
