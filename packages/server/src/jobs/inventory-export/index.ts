import { z } from 'zod'
import { csvLine } from '../csv'
import { streamCsvExport } from '../csv-export'
import type { BatchJobStrategy } from '../types'
import { countLevels, levelPage } from './query'

// `inventory-export` (Mercato's addition, after Shopify's inventory CSV): one row per item and
// location it is stocked at. `inventory-import` reads the same file back, so the header is shared.

export const inventoryExportTuning = { pageSize: 500 }

export const INVENTORY_EXPORT_HEADER = [
  'Inventory Item Id',
  'SKU',
  'Product',
  'Variant',
  'Location Id',
  'Location',
  'Stocked Quantity',
  'Reserved Quantity',
  'Available Quantity',
] as const

const contextSchema = z.strictObject({
  /** The inventory list's location filter: only levels at these locations. */
  filterable_fields: z.strictObject({ location_id: z.array(z.string().min(1)).min(1).optional() }).optional(),
})
type ExportContext = z.output<typeof contextSchema>

export const inventoryExportStrategy: BatchJobStrategy<ExportContext> = {
  type: 'inventory-export',
  contextSchema,

  async preProcess(rt, context) {
    const count = await countLevels(rt.ctx.db, context.filterable_fields?.location_id)
    return {
      result: {
        count,
        advancement_count: 0,
        stat_descriptors: [
          {
            key: 'inventory-export-count',
            name: 'Stock levels to export',
            message: `There will be ${count} stock levels exported by this action`,
          },
        ],
      },
    }
  },

  async process(rt, context) {
    const { db } = rt.ctx
    const locations = context.filterable_fields?.location_id
    return streamCsvExport(rt, 'inventory-export', INVENTORY_EXPORT_HEADER, async (write) => {
      let done = 0
      let after: { item: string; location: string } | null = null
      for (;;) {
        rt.checkpoint()
        const page = await levelPage(db, locations, after, inventoryExportTuning.pageSize)
        if (page.length === 0) break
        const lines = page.map((l) =>
          csvLine([
            l.item_id,
            l.sku,
            l.product,
            l.variant,
            l.location_id,
            l.location,
            l.stocked,
            l.reserved,
            Number(l.stocked) - Number(l.reserved),
          ]),
        )
        await write(lines.join(''))
        done += page.length
        const advancement = done
        await rt.transaction(async () => ({ value: undefined, result: { advancement_count: advancement } }))
        if (page.length < inventoryExportTuning.pageSize) break
        const last = page.at(-1)!
        after = { item: last.item_id, location: last.location_id }
      }
      return done
    })
  },
}
