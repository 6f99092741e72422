import { address, country, customer } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
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

async function assertKnownCountry(tx: Tx, code: string | null | undefined) {
  if (!code) return
  const [known] = await tx.select({ id: country.id }).from(country).where(eq(country.iso_2, code)).limit(1)
  if (!known) throw invalidData(`country_code: ${code} is not a known country`)
}

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
 * signed-in customer (by id) is copied; anything else becomes a new row. Returns the row.
 */
export async function writeCartAddress(
  tx: Tx,
  currentId: string | null,
  input: AddressInput | string,
  actor: Actor,
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
  } else {
    values = input
    await assertKnownCountry(tx, values.country_code)
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
 * The guest record for an email (contract §4.3): found, or created (event `customer.created`).
 * Concurrent carts with one email meet at the unique index instead of creating two records.
 */
export async function guestCustomer(tx: Tx, rawEmail: string, events: PendingEvents) {
  const email = normalizeEmail(rawEmail)
  const id = generateId('cus')
  const inserted = await tx.execute(
    sql`INSERT INTO customer (id, email, has_account) VALUES (${id}, ${email}, false)
        ON CONFLICT (email, has_account) WHERE deleted_at IS NULL DO NOTHING RETURNING id`,
  )
  if ((inserted as unknown as { rows: unknown[] }).rows.length > 0) {
    events.emit('customer.created', { id, email })
    return { id, email }
  }
  const [row] = await tx
    .select({ id: customer.id, email: customer.email })
    .from(customer)
    .where(and(eq(customer.email, email), eq(customer.has_account, false), isNull(customer.deleted_at)))
  return row!
}
