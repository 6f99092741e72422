import { customerExportStrategy } from './customer-export'
import { inventoryExportStrategy } from './inventory-export'
import { inventoryImportStrategy } from './inventory-import'
import { orderExportStrategy } from './order-export'
import { productExportStrategy } from './product-export'
import { productImportStrategy } from './product-import'
import type { BatchJobStrategy } from './types'

const STRATEGIES = new Map<string, BatchJobStrategy<unknown>>(
  [
    productImportStrategy,
    productExportStrategy,
    orderExportStrategy,
    customerExportStrategy,
    inventoryExportStrategy,
    inventoryImportStrategy,
  ].map((s) => [s.type, s as BatchJobStrategy<unknown>]),
)

/** The strategy that runs batch jobs of this type, if any. */
export function strategyFor(type: string): BatchJobStrategy<unknown> | undefined {
  return STRATEGIES.get(type)
}

export function knownJobTypes(): string[] {
  return [...STRATEGIES.keys()]
}
