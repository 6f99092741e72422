import type { Tx } from '../../context'
import type { JobError } from '../types'
import type { LevelRow } from './columns'
import { itemsById, itemsBySku, levelsAt, locationsOf } from './query'

export interface ResolvedLevel {
  row: LevelRow
  item: string
  location: string
  /** The level as it is now; absent when the item is not stocked at the location yet. */
  current?: { stocked: number; reserved: number }
}

const uniq = (xs: Array<string | null>) => [...new Set(xs.filter((x): x is string => !!x))]

/**
 * Finds the item and location of each row and the level they name. An id wins over a SKU or a name;
 * a SKU or a name shared by several live records is refused rather than guessed.
 */
export async function resolveLevels(
  tx: Tx,
  rows: LevelRow[],
): Promise<{ resolved: ResolvedLevel[]; errors: JobError[] }> {
  const [byId, bySku, locations] = await Promise.all([
    itemsById(tx, uniq(rows.map((r) => r.itemId))),
    itemsBySku(tx, uniq(rows.filter((r) => !r.itemId).map((r) => r.sku))),
    locationsOf(
      tx,
      uniq(rows.map((r) => r.locationId)),
      uniq(rows.filter((r) => !r.locationId).map((r) => r.location)),
    ),
  ])
  const items = new Map(byId.map((i) => [i.id, i]))
  const skuOwners = new Map<string, string[]>()
  for (const i of bySku) skuOwners.set(i.sku, [...(skuOwners.get(i.sku) ?? []), i.id])
  const locById = new Map(locations.map((l) => [l.id, l]))
  const locByName = new Map<string, string[]>()
  for (const l of locations) locByName.set(l.name, [...(locByName.get(l.name) ?? []), l.id])

  const errors: JobError[] = []
  const found: ResolvedLevel[] = []
  for (const r of rows) {
    const fail = (message: string, code: string) =>
      errors.push({ row: r.row, code, message: `Row ${r.row}: ${message}` })
    let item: string | undefined
    if (r.itemId) {
      const it = items.get(r.itemId)
      if (!it) fail(`inventory item ${r.itemId} was not found`, 'unknown_item')
      else if (r.sku && it.sku !== r.sku)
        fail(
          `SKU "${r.sku}" is not the SKU of inventory item ${r.itemId} ("${it.sku ?? ''}")`,
          'sku_mismatch',
        )
      else item = it.id
    } else {
      const owners = skuOwners.get(r.sku!) ?? []
      if (owners.length === 0) fail(`no inventory item has the SKU "${r.sku}"`, 'unknown_item')
      else if (owners.length > 1)
        fail(
          `${owners.length} inventory items have the SKU "${r.sku}"; give the Inventory Item Id`,
          'ambiguous_item',
        )
      else item = owners[0]
    }
    let location: string | undefined
    if (r.locationId) {
      if (!locById.has(r.locationId)) fail(`stock location ${r.locationId} was not found`, 'unknown_location')
      else location = r.locationId
    } else {
      const ids = locByName.get(r.location!) ?? []
      if (ids.length === 0) fail(`no stock location is named "${r.location}"`, 'unknown_location')
      else if (ids.length > 1)
        fail(
          `${ids.length} stock locations are named "${r.location}"; give the Location Id`,
          'ambiguous_location',
        )
      else location = ids[0]
    }
    if (item && location) found.push({ row: r, item, location })
  }
  const levels = await levelsAt(
    tx,
    found.map((f) => ({ item: f.item, location: f.location })),
  )
  const current = new Map(levels.map((l) => [`${l.item}\u0001${l.location}`, l]))
  for (const f of found) {
    const l = current.get(`${f.item}\u0001${f.location}`)
    if (l) f.current = { stocked: Number(l.stocked), reserved: Number(l.reserved) }
  }
  return { resolved: found, errors }
}
