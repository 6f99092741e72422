import {
  fulfillmentProvider,
  region,
  shippingOption,
  shippingOptionRequirement,
  shippingProfile,
} from '@mercato/db'
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'

export type OptionRow = typeof shippingOption.$inferSelect
export const OPTION_RELATIONS = ['region', 'profile', 'requirements', 'provider'] as const
export const DEFAULT_OPTION_RELATIONS = ['region', 'profile', 'requirements'] as const

export interface OptionFilters {
  id?: string[]
  name?: string
  region_id?: string[]
  is_return?: boolean
  admin_only?: boolean
}

const live = isNull(shippingOption.deleted_at)

export async function findOption(db: Tx, id: string): Promise<OptionRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingOption)
    .where(and(eq(shippingOption.id, id), live))
    .limit(1)
  return row
}

export async function liveRequirements(db: Tx, optionIds: string[]) {
  if (optionIds.length === 0) return []
  return db
    .select()
    .from(shippingOptionRequirement)
    .where(
      and(
        inArray(shippingOptionRequirement.shipping_option_id, optionIds),
        isNull(shippingOptionRequirement.deleted_at),
      ),
    )
    .orderBy(asc(shippingOptionRequirement.type), asc(shippingOptionRequirement.id))
}

export async function listOptionRows(
  db: Tx,
  query: ListQuery<OptionFilters>,
): Promise<[OptionRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions(
      { created_at: shippingOption.created_at, updated_at: shippingOption.updated_at },
      query.dates,
    ),
  ]
  if (f.id?.length) cond.push(inArray(shippingOption.id, f.id))
  if (f.name !== undefined) cond.push(eq(shippingOption.name, f.name))
  if (f.region_id?.length) cond.push(inArray(shippingOption.region_id, f.region_id))
  if (f.is_return !== undefined) cond.push(eq(shippingOption.is_return, f.is_return))
  if (f.admin_only !== undefined) cond.push(eq(shippingOption.admin_only, f.admin_only))
  if (query.q) cond.push(searchAny([shippingOption.name], query.q))
  const where = and(...cond)
  const columns = {
    created_at: shippingOption.created_at,
    updated_at: shippingOption.updated_at,
    name: shippingOption.name,
    amount: shippingOption.amount,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(shippingOption)
      .where(where)
      .orderBy(...orderBy(columns, query.order, shippingOption.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(shippingOption).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** Loads the chosen relations for a page of options with one query per relation. */
export async function decorateOptions(db: Tx, rows: OptionRow[], relations: Set<string>, fields?: string[]) {
  const ids = rows.map((r) => r.id)
  const [regions, profiles, requirements, providers] = await Promise.all([
    relations.has('region') && rows.length
      ? db
          .select()
          .from(region)
          .where(inArray(region.id, [...new Set(rows.map((r) => r.region_id))]))
      : [],
    relations.has('profile') && rows.length
      ? db
          .select()
          .from(shippingProfile)
          .where(inArray(shippingProfile.id, [...new Set(rows.map((r) => r.profile_id))]))
      : [],
    relations.has('requirements') ? liveRequirements(db, ids) : [],
    relations.has('provider') && rows.length
      ? db
          .select()
          .from(fulfillmentProvider)
          .where(inArray(fulfillmentProvider.id, [...new Set(rows.map((r) => r.provider_id))]))
      : [],
  ])
  const reqs = groupBy(requirements, (r) => r.shipping_option_id)
  return rows.map((row) =>
    project(
      {
        ...row,
        ...(relations.has('region') ? { region: regions.find((x) => x.id === row.region_id) ?? null } : {}),
        ...(relations.has('profile')
          ? { profile: profiles.find((x) => x.id === row.profile_id) ?? null }
          : {}),
        ...(relations.has('requirements') ? { requirements: reqs.get(row.id) ?? [] } : {}),
        ...(relations.has('provider')
          ? { provider: providers.find((x) => x.id === row.provider_id) ?? null }
          : {}),
      },
      fields,
      relations,
    ),
  )
}
