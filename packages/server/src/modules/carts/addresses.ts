import { address, country, customer } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import type { Actor } from '../../http/auth'
import type { AddressInput } from '../customers/schemas'
import { normalizeEmail } from '../users-auth/service'

// A cart's addresses are rows of its own (no customer_id), so they never show among a customer's
// saved addresses; naming a saved address by id copies it.

const {
  id: _id,
  created_at: _c,
  updated_at: _u,
  deleted_at: _d,
  customer_id: _cu,
  ...copyable
} = getTableColumns(address)
const COPYABLE = Object.keys(copyable) as Array<keyof typeof copyable>

/** Whether a country belongs to a region. */
export async function countryInRegion(tx: Tx, code: string, regionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: country.id })
    .from(country)
    .where(and(eq(country.iso_2, code.toLowerCase()), eq(country.region_id, regionId)))
    .limit(1)
  return Boolean(row)
}

/**
 * Writes a cart address: an existing cart address is updated in place; a saved address of the
 * signed-in customer (by id) is copied; anything else becomes a new row. Returns the row. With
 * `shipTo` (a region id) the address is a shipping address and its country must be in that region:
 * checked with the same read that checks the country exists.
 */
export async function writeCartAddress(
  tx: Tx,
  currentId: string | null,
  input: AddressInput | string,
  actor: Actor,
  shipTo?: string,
) {
  let values: AddressInput
  if (typeof input === 'string') {
    const [saved] = actor.customerId
      ? await tx
          .select()
          .from(address)
          .where(
            and(eq(address.id, input), eq(address.customer_id, actor.customerId), isNull(address.deleted_at)),
          )
      : []
    if (!saved) throw notFound(`Address with id: ${input} was not found`)
    values = Object.fromEntries(COPYABLE.map((k) => [k, saved[k]])) as AddressInput
    if (shipTo) await assertShippingCountry(tx, values.country_code, shipTo)
  } else {
    values = input
    const code = values.country_code
    if (code) {
      const [known] = await tx
        .select({ region_id: country.region_id })
        .from(country)
        .where(eq(country.iso_2, code))
        .limit(1)
      if (!known) throw invalidData(`country_code: ${code} is not a known country`)
      if (shipTo && known.region_id !== shipTo) throw notAllowed('Shipping country not in region')
    }
  }
  if (currentId && typeof input !== 'string') {
    const [row] = await tx
      .update(address)
      .set({ ...values, updated_at: new Date() })
      .where(eq(address.id, currentId))
      .returning()
    if (row) return row
  }
  const [row] = await tx
    .insert(address)
    .values({ id: generateId('addr'), customer_id: null, ...values })
    .returning()
  return row!
}

export async function assertShippingCountry(tx: Tx, code: string | null | undefined, regionId: string) {
  if (code && !(await countryInRegion(tx, code, regionId))) throw notAllowed('Shipping country not in region')
}

/**
 * The guest record for an email (contract §4.3): found, or created (event `customer.created`), in
 * one statement. Concurrent carts with one email meet at the unique index instead of creating two
 * records; `created` says whether this call made it. `groupIds` are the guest's customer groups
 * (none for a new guest), read in the same statement, or undefined where they were not read.
 */
export async function guestCustomer(
  tx: Tx,
  rawEmail: string,
  events: PendingEvents,
): Promise<{ id: string; email: string; created: boolean; groupIds?: string[] }> {
  const email = normalizeEmail(rawEmail)
  const id = generateId('cus')
  const [row] = await rowsOf<{ id: string; email: string; created: boolean; group_ids: string[] }>(
    tx,
    sql`WITH made AS (
          INSERT INTO customer (id, email, has_account) VALUES (${id}, ${email}, false)
          ON CONFLICT (email, has_account) WHERE deleted_at IS NULL DO NOTHING RETURNING id, email),
        found AS (
          SELECT id, email, true AS created FROM made
          UNION ALL
          SELECT id, email, false FROM customer
           WHERE email = ${email} AND has_account = false AND deleted_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM made))
        SELECT f.id, f.email, f.created,
               ARRAY(SELECT g.customer_group_id FROM customer_group_customers g
                      WHERE g.customer_id = f.id ORDER BY 1) AS group_ids
          FROM found f`,
  )
  if (row?.created === true) {
    events.emit('customer.created', { id, email })
    return { id, email, created: true, groupIds: [] }
  }
  if (row) return { id: row.id, email: row.email, created: false, groupIds: row.group_ids }
  // The conflicting guest was committed while this statement waited for it, after its snapshot.
  const [later] = await tx
    .select({ id: customer.id, email: customer.email })
    .from(customer)
    .where(and(eq(customer.email, email), eq(customer.has_account, false), isNull(customer.deleted_at)))
  return { ...later!, created: false }
}
