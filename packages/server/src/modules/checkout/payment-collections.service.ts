import { payment, paymentCollection, paymentSession, regionPaymentProvider } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { decorateRegions, findRegion } from '../regions-tax/regions.queries'
import { type PaymentContext, paymentProvider } from './providers/payment'

// Payment collections (used by order edits to collect a difference): the shopper splits the amount
// over payment sessions, then authorizes them; authorized sessions become payments.

type Collection = typeof paymentCollection.$inferSelect
type Session = typeof paymentSession.$inferSelect

export async function collectionJson(db: Tx, id: string) {
  const [row] = await db
    .select()
    .from(paymentCollection)
    .where(and(eq(paymentCollection.id, id), isNull(paymentCollection.deleted_at)))
  if (!row) throw notFound(`Payment collection with id ${id} was not found`)
  const [regionRow, sessions, payments] = await Promise.all([
    findRegion(db, row.region_id),
    db
      .select()
      .from(paymentSession)
      .where(eq(paymentSession.payment_collection_id, id))
      .orderBy(asc(paymentSession.created_at), asc(paymentSession.id)),
    db.select().from(payment).where(eq(payment.payment_collection_id, id)).orderBy(asc(payment.created_at)),
  ])
  const [region] = regionRow ? await decorateRegions(db, [regionRow], new Set(['payment_providers'])) : [null]
  return { ...row, region, payment_sessions: sessions, payments }
}

async function lockCollection(tx: Tx, id: string): Promise<Collection> {
  const [row] = await tx
    .select()
    .from(paymentCollection)
    .where(and(eq(paymentCollection.id, id), isNull(paymentCollection.deleted_at)))
    .for('update')
  if (!row) throw notFound(`Payment collection with id ${id} was not found`)
  if (row.status === 'authorized' || row.status === 'canceled')
    throw notAllowed(`Cannot change the payment sessions of a payment collection with status ${row.status}`)
  return row
}

const context = (c: Collection, amount: number, customerId: string | null): PaymentContext => ({
  amount,
  currency_code: c.currency_code,
  email: null,
  customer_id: customerId,
  resource_id: c.id,
  context: {},
})

async function assertProvider(tx: Tx, c: Collection, providerId: string) {
  const [row] = await tx
    .select()
    .from(regionPaymentProvider)
    .where(
      and(
        eq(regionPaymentProvider.region_id, c.region_id),
        eq(regionPaymentProvider.provider_id, providerId),
      ),
    )
  if (!row) throw notAllowed(`Payment provider ${providerId} is not available in the collection's region`)
}

export interface SessionInput {
  provider_id: string
  amount: number
  session_id?: string | undefined
}

/** Sets the collection's sessions to exactly these; their amounts must add up to the collection's. */
export function setSessions(ctx: AppContext, id: string, inputs: SessionInput[], customerId: string | null) {
  return inTransaction(ctx, async (tx) => {
    const c = await lockCollection(tx, id)
    const sum = inputs.reduce((n, s) => n + s.amount, 0)
    if (sum !== c.amount)
      throw invalidData('The sum of sessions is not equal to 100% of the payment collection')
    const existing = await tx
      .select()
      .from(paymentSession)
      .where(eq(paymentSession.payment_collection_id, id))
    const keep = new Set<string>()
    for (const input of inputs) {
      await assertProvider(tx, c, input.provider_id)
      const provider = paymentProvider(input.provider_id)
      const current = input.session_id
        ? existing.find((s) => s.id === input.session_id)
        : existing.find((s) => s.provider_id === input.provider_id && !keep.has(s.id) && inputs.length === 1)
      if (input.session_id && !current)
        throw notFound(`Payment session with id ${input.session_id} was not found`)
      if (current) {
        const { data } = await provider.updatePayment(current.data, context(c, input.amount, customerId))
        await tx
          .update(paymentSession)
          .set({ amount: input.amount, data, updated_at: new Date() })
          .where(eq(paymentSession.id, current.id))
        keep.add(current.id)
        continue
      }
      const started = await provider.initiatePayment(context(c, input.amount, customerId))
      const sid = generateId('ps')
      await tx.insert(paymentSession).values({
        id: sid,
        payment_collection_id: id,
        provider_id: input.provider_id,
        is_initiated: true,
        status: started.status ?? 'pending',
        data: started.data,
        amount: input.amount,
      })
      keep.add(sid)
    }
    const gone = existing.filter((s) => !keep.has(s.id))
    for (const s of gone) await paymentProvider(s.provider_id).deletePayment(s.data)
    if (gone.length)
      await tx.delete(paymentSession).where(
        inArray(
          paymentSession.id,
          gone.map((s) => s.id),
        ),
      )
    await tx
      .update(paymentCollection)
      .set({ status: 'awaiting', updated_at: new Date() })
      .where(eq(paymentCollection.id, id))
  })
}

async function authorizeOne(tx: Tx, c: Collection, s: Session) {
  if (s.status === 'authorized') return s
  const result = await paymentProvider(s.provider_id).authorizePayment(s.data, {
    payment_collection_id: c.id,
  })
  const now = new Date()
  const [row] = await tx
    .update(paymentSession)
    .set({
      status: result.status,
      data: result.data,
      payment_authorized_at: result.status === 'authorized' ? now : null,
      updated_at: now,
    })
    .where(eq(paymentSession.id, s.id))
    .returning()
  if (result.status === 'authorized')
    await tx.insert(payment).values({
      id: generateId('pay'),
      payment_collection_id: c.id,
      amount: s.amount ?? 0,
      currency_code: c.currency_code,
      provider_id: s.provider_id,
      data: result.data,
    })
  return row!
}

/** Authorizes sessions; the collection is authorized once their payments cover its amount. */
export function authorizeSessions(ctx: AppContext, id: string, sessionIds: string[]) {
  return inTransaction(ctx, async (tx) => {
    const c = await lockCollection(tx, id)
    const sessions = await tx
      .select()
      .from(paymentSession)
      .where(eq(paymentSession.payment_collection_id, id))
    const missing = sessionIds.filter((sid) => !sessions.some((s) => s.id === sid))
    if (missing.length) throw notFound(`Payment sessions with ids ${missing.join(', ')} were not found`)
    const done: Session[] = []
    for (const s of sessions) done.push(sessionIds.includes(s.id) ? await authorizeOne(tx, c, s) : s)
    const authorizedAmount = done
      .filter((s) => s.status === 'authorized')
      .reduce((n, s) => n + (s.amount ?? 0), 0)
    await tx
      .update(paymentCollection)
      .set({
        authorized_amount: authorizedAmount,
        status:
          authorizedAmount >= c.amount
            ? 'authorized'
            : authorizedAmount > 0
              ? 'partially_authorized'
              : c.status,
        updated_at: new Date(),
      })
      .where(eq(paymentCollection.id, id))
    return done
  })
}

/** Starts a session afresh with its provider (a new session id); returns the new session. */
export function refreshSession(ctx: AppContext, id: string, sessionId: string, customerId: string | null) {
  return inTransaction(ctx, async (tx) => {
    const c = await lockCollection(tx, id)
    const [s] = await tx
      .select()
      .from(paymentSession)
      .where(and(eq(paymentSession.id, sessionId), eq(paymentSession.payment_collection_id, id)))
    if (!s) throw notFound(`Payment session with id ${sessionId} was not found`)
    const provider = paymentProvider(s.provider_id)
    await provider.deletePayment(s.data)
    await tx.delete(paymentSession).where(eq(paymentSession.id, s.id))
    const started = await provider.initiatePayment(context(c, s.amount ?? c.amount, customerId))
    const [row] = await tx
      .insert(paymentSession)
      .values({
        id: generateId('ps'),
        payment_collection_id: id,
        provider_id: s.provider_id,
        is_initiated: true,
        status: started.status ?? 'pending',
        data: started.data,
        amount: s.amount,
      })
      .returning()
    return row!
  })
}
