import { address, authSession, country, customer, customerGroupCustomers } from '@mercato/db'
import {
  PASSWORD_RESET_MINUTES,
  STORE_TOKEN_TTL_SECONDS,
  duplicate,
  generateId,
  invalidData,
  notFound,
  unauthorized,
} from '@mercato/domain'
import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { JwtError, decodeJwt, signJwt, verifyJwt } from '../../http/jwt'
import { hashPassword, verifyPassword } from '../../http/passwords'
import { limitPasswordReset, limitSignIn } from '../../http/rate-limit'
import { revokeTokens } from '../users-auth/revocation'
import { assertPasswordStrength, normalizeEmail } from '../users-auth/service'
import {
  type CustomerRow,
  findAccountByEmail,
  findCustomerById,
  findGroup,
  findGuestByEmail,
} from './queries'
import type { AddressInput } from './schemas'

export interface RegisterInput {
  email: string
  password: string
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  metadata?: Record<string, unknown> | null
}

/**
 * Creates an account. A guest record with the same email (from an earlier checkout) stays a guest with its
 * orders: Medusa v1 turned it into the account, which showed anyone who registered with that address the
 * guest's orders, addresses and tracking without proving they own it. Those orders join the account through
 * the order claim, whose token goes to the order's email.
 */
export async function registerCustomer(ctx: AppContext, input: RegisterInput): Promise<CustomerRow> {
  assertPasswordStrength(input.password)
  const email = normalizeEmail(input.email)
  const password_hash = await hashPassword(input.password)
  return inTransaction(ctx, async (tx, events) => {
    if (await findAccountByEmail(tx, email)) {
      throw duplicate('A customer with the given email already has an account. Log in instead')
    }
    const fields = {
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      phone: input.phone ?? null,
      metadata: input.metadata ?? null,
      password_hash,
      has_account: true,
    }
    const [row] = await tx
      .insert(customer)
      .values({ id: generateId('cus'), email, ...fields })
      .returning()
    events.emit('customer.created', { id: row!.id, email })
    return row!
  })
}

let decoyHash: Promise<string> | undefined

/** Checks an email and password, counting the attempt first (see authenticateUser). */
export async function authenticateCustomer(
  ctx: AppContext,
  email: string,
  password: string,
  clientAddress = 'unknown',
) {
  const normalized = normalizeEmail(email)
  const found = await limitSignIn(ctx.attempts, 'store', clientAddress, normalized, async () => {
    const row = await findAccountByEmail(ctx.db, normalized)
    if (row) return (await verifyPassword(row.password_hash, password)) ? row : undefined
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
    await verifyPassword(await decoyHash, password)
    return undefined
  })
  if (!found) throw unauthorized()
  return found
}

export function issueCustomerToken(ctx: AppContext, customerId: string): string {
  return signJwt(
    { customer_id: customerId, domain: 'store', iat_ms: Date.now() },
    ctx.config.jwtSecret,
    STORE_TOKEN_TTL_SECONDS,
  )
}

async function assertCountry(tx: Tx, code: string | null | undefined) {
  if (!code) return
  const [known] = await tx
    .select({ iso_2: country.iso_2 })
    .from(country)
    .where(eq(country.iso_2, code))
    .limit(1)
  if (!known) throw invalidData(`country_code: ${code} is not a known country`)
}

async function insertAddress(tx: Tx, customerId: string | null, input: AddressInput) {
  await assertCountry(tx, input.country_code)
  const [row] = await tx
    .insert(address)
    .values({ id: generateId('addr'), customer_id: customerId, ...input })
    .returning()
  return row!
}

export interface UpdateCustomerInput {
  email?: string
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  password?: string
  billing_address?: AddressInput | string | null
  metadata?: Record<string, unknown> | null
  groups?: Array<{ id: string }>
}

export async function updateCustomer(
  ctx: AppContext,
  id: string,
  input: UpdateCustomerInput,
): Promise<CustomerRow> {
  if (input.password !== undefined) assertPasswordStrength(input.password)
  const password_hash = input.password !== undefined ? await hashPassword(input.password) : undefined
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findCustomerById(tx, id)
    if (!existing) throw notFound(`Customer with id: ${id} was not found`)
    const { billing_address, groups, password: _pw, metadata, ...fields } = input
    const set: Partial<typeof customer.$inferInsert> = { ...fields, updated_at: new Date() }
    if (fields.email !== undefined) {
      set.email = normalizeEmail(fields.email)
      const other = existing.has_account
        ? await findAccountByEmail(tx, set.email)
        : await findGuestByEmail(tx, set.email)
      if (other && other.id !== id) throw duplicate(`A customer with the email ${set.email} already exists`)
    }
    if (password_hash) set.password_hash = password_hash
    if (metadata !== undefined)
      set.metadata = metadata === null ? null : { ...existing.metadata, ...metadata }
    if (billing_address === null) set.billing_address_id = null
    else if (typeof billing_address === 'string') {
      const [own] = await tx
        .select({ id: address.id })
        .from(address)
        .where(and(eq(address.id, billing_address), eq(address.customer_id, id)))
      if (!own) throw notFound(`Address with id: ${billing_address} was not found`)
      set.billing_address_id = billing_address
    } else if (billing_address) {
      // The billing address is a row of its own (no customer_id), so it is not listed with the shipping addresses.
      set.billing_address_id = (await insertAddress(tx, null, billing_address)).id
    }
    if (groups) {
      for (const g of groups)
        if (!(await findGroup(tx, g.id))) throw notFound(`Customer group with id: ${g.id} was not found`)
      await tx.delete(customerGroupCustomers).where(eq(customerGroupCustomers.customer_id, id))
      if (groups.length) {
        await tx
          .insert(customerGroupCustomers)
          .values(groups.map((g) => ({ customer_group_id: g.id, customer_id: id })))
          .onConflictDoNothing()
      }
    }
    const [row] = await tx.update(customer).set(set).where(eq(customer.id, id)).returning()
    events.emit('customer.updated', { id })
    return row!
  })
}

export async function addAddress(ctx: AppContext, customerId: string, input: AddressInput) {
  await inTransaction(ctx, (tx) => insertAddress(tx, customerId, input))
}

export async function updateAddress(
  ctx: AppContext,
  customerId: string,
  addressId: string,
  input: AddressInput,
) {
  await inTransaction(ctx, async (tx) => {
    await assertCountry(tx, input.country_code)
    const [row] = await tx
      .update(address)
      .set({ ...input, updated_at: new Date() })
      .where(and(eq(address.id, addressId), eq(address.customer_id, customerId)))
      .returning({ id: address.id })
    // Someone else's address is indistinguishable from a missing one.
    if (!row) throw notFound(`Could not find address with id: ${addressId} for customer`)
  })
}

export async function deleteAddress(ctx: AppContext, customerId: string, addressId: string) {
  await inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(address)
      .set({ deleted_at: new Date() })
      .where(and(eq(address.id, addressId), eq(address.customer_id, customerId)))
      .returning({ id: address.id })
    if (!row) throw notFound(`Could not find address with id: ${addressId} for customer`)
  })
}

const resetSecret = (ctx: AppContext, row: CustomerRow) =>
  `${ctx.config.jwtSecret}:${row.password_hash ?? ''}`
const INVALID_RESET = 'Invalid or expired password reset token'

export async function requestCustomerPasswordReset(
  ctx: AppContext,
  email: string,
  clientAddress = 'unknown',
) {
  await limitPasswordReset(ctx.attempts, 'store', clientAddress, normalizeEmail(email))
  const found = await findAccountByEmail(ctx.db, normalizeEmail(email))
  if (!found) return
  const token = signJwt({ customer_id: found.id }, resetSecret(ctx, found), PASSWORD_RESET_MINUTES * 60)
  ctx.events.emit('customer.password_reset', {
    id: found.id,
    email: found.email,
    first_name: found.first_name,
    last_name: found.last_name,
    token,
  })
}

export async function resetCustomerPassword(
  ctx: AppContext,
  input: { email: string; token: string; password: string },
  clientAddress = 'unknown',
) {
  await limitPasswordReset(ctx.attempts, 'store', clientAddress, undefined)
  const claims = decodeJwt(input.token)
  if (!claims || typeof claims.customer_id !== 'string') throw invalidData('invalid token')
  const found = await findAccountByEmail(ctx.db, normalizeEmail(input.email))
  if (!found || found.id !== claims.customer_id) throw unauthorized(INVALID_RESET)
  try {
    verifyJwt(input.token, resetSecret(ctx, found))
  } catch (e) {
    if (e instanceof JwtError && e.reason === 'malformed') throw invalidData('invalid token')
    throw unauthorized(INVALID_RESET)
  }
  assertPasswordStrength(input.password)
  const password_hash = await hashPassword(input.password)
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .update(customer)
      .set({ password_hash, updated_at: new Date() })
      .where(eq(customer.id, found.id))
      .returning()
    // The old password's sessions and bearer tokens end with it.
    await tx
      .delete(authSession)
      .where(and(eq(authSession.subject_id, found.id), eq(authSession.realm, 'store')))
    await revokeTokens(tx, 'store', found.id)
    events.emit('customer.password_changed', { id: found.id })
    return row!
  })
}

export async function changeGroupMembers(
  ctx: AppContext,
  groupId: string,
  customerIds: string[],
  add: boolean,
) {
  await inTransaction(ctx, async (tx, events) => {
    if (!(await findGroup(tx, groupId))) throw notFound(`CustomerGroup with id: ${groupId} was not found`)
    if (add) {
      const found = await tx
        .select({ id: customer.id })
        .from(customer)
        .where(inArray(customer.id, customerIds))
      const missing = customerIds.filter((c) => !found.some((f) => f.id === c))
      if (missing.length) throw notFound(`Customers with ids: ${missing.join(', ')} were not found`)
      await tx
        .insert(customerGroupCustomers)
        .values(customerIds.map((c) => ({ customer_group_id: groupId, customer_id: c })))
        .onConflictDoNothing()
    } else {
      await tx
        .delete(customerGroupCustomers)
        .where(
          and(
            eq(customerGroupCustomers.customer_group_id, groupId),
            inArray(customerGroupCustomers.customer_id, customerIds),
          ),
        )
    }
    events.emit('customer-group.updated', { id: groupId })
  })
}
