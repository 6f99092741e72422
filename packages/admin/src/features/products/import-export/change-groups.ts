import type { BatchJob, ProductImportChange } from '@mercato/client'

/** Consecutive changes of one product or variant: shown under one heading. */
export interface ChangeGroup {
  key: string
  action: ProductImportChange['action']
  product: ProductImportChange['product']
  variant?: ProductImportChange['variant']
  /** The values an update changes; empty for a create. */
  changes: ProductImportChange[]
}

const itemKey = (c: ProductImportChange) =>
  [
    c.action,
    c.row,
    c.product.id ?? c.product.handle,
    c.variant ? (c.variant.id ?? c.variant.sku ?? '') : '-',
  ].join(':')

/** The check's listed changes, grouped by the item they change, in file order. */
export function groupChanges(changes: readonly ProductImportChange[]): ChangeGroup[] {
  const groups: ChangeGroup[] = []
  for (const change of changes) {
    const key = itemKey(change)
    let group = groups[groups.length - 1]
    if (group?.key !== key) {
      group = { key, action: change.action, product: change.product, variant: change.variant, changes: [] }
      groups.push(group)
    }
    if (change.action === 'update') group.changes.push(change)
  }
  return groups
}

/** The check's changes, or null when the job's result has none (an older server, another import). */
export function importChanges(
  job: Pick<BatchJob, 'result'>,
): { listed: ProductImportChange[]; total: number } | null {
  const listed = job.result?.changes
  if (!Array.isArray(listed)) return null
  const total = job.result?.change_count
  return { listed, total: typeof total === 'number' ? Math.max(total, listed.length) : listed.length }
}
