import { customerGroup } from '@mercato/db'
import { duplicate, generateId, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type RetrieveQuery, mergeMetadata, relationsOf } from '../../http/route-helpers'
import {
  type CustomerGroupFilters,
  decorateCustomerGroups,
  findCustomerGroup,
  findCustomerGroupByName,
  listCustomerGroupRows,
} from './customer-groups.queries'

export async function retrieveCustomerGroup(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findCustomerGroup(ctx.db, id)
  if (!row) throw notFound(`CustomerGroup with id ${id} was not found`)
  const [out] = await decorateCustomerGroups(ctx.db, [row], relationsOf(q.expand, []), q.fields)
  return out!
}

export async function listCustomerGroups(ctx: AppContext, query: ListQuery<CustomerGroupFilters>) {
  const [rows, count] = await listCustomerGroupRows(ctx.db, query)
  const groups = await decorateCustomerGroups(ctx.db, rows, relationsOf(query.expand, []), query.fields)
  return { customer_groups: groups, count }
}

/** Names are unique among live groups; the partial unique index backs this check up under races. */
async function assertNameFree(tx: Tx, name: string, exceptId?: string) {
  const other = await findCustomerGroupByName(tx, name)
  if (other && other.id !== exceptId) throw duplicate(`A customer group with the name ${name} already exists`)
}

export interface CustomerGroupInput {
  name?: string | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createCustomerGroup(
  ctx: AppContext,
  input: CustomerGroupInput & { name: string },
  q?: RetrieveQuery,
) {
  const id = await inTransaction(ctx, async (tx, events) => {
    await assertNameFree(tx, input.name)
    const id = generateId('cgrp')
    await tx.insert(customerGroup).values({ id, name: input.name, metadata: input.metadata ?? null })
    events.emit('customer_group.created', { id })
    return id
  })
  return retrieveCustomerGroup(ctx, id, q)
}

async function lockGroup(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(customerGroup)
    .where(and(eq(customerGroup.id, id), isNull(customerGroup.deleted_at)))
    .for('update')
  if (!row) throw notFound(`CustomerGroup with id ${id} was not found`)
  return row
}

export async function updateCustomerGroup(
  ctx: AppContext,
  id: string,
  input: CustomerGroupInput,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await lockGroup(tx, id)
    if (input.name !== undefined) await assertNameFree(tx, input.name, id)
    await tx
      .update(customerGroup)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        metadata: mergeMetadata(existing.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(customerGroup.id, id))
    events.emit('customer_group.updated', { id })
  })
  return retrieveCustomerGroup(ctx, id, q)
}

/**
 * Soft delete. Price-list links stay: a list limited to a deleted group must not silently start
 * applying to everyone.
 */
export async function deleteCustomerGroup(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockGroup(tx, id)
    await tx.update(customerGroup).set({ deleted_at: new Date() }).where(eq(customerGroup.id, id))
    events.emit('customer_group.deleted', { id })
    return { id, object: 'customer_group', deleted: true }
  })
}
