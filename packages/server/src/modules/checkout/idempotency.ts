import { createHash, randomUUID } from 'node:crypto'
import { SENT_WITH_COMMIT, idempotencyKey } from '@mercato/db'
import { conflict, generateId, invalidData } from '@mercato/domain'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext, Tx } from '../../context'
import { compiledRows } from '../../lib/compiled'

// `Idempotency-Key` (contract §1.4, Mercato's decisions): a POST repeated with the same key replays
// the first stored response; while the first is still running, the repeat gets 409 (clients retry
// 409 with the same key). A request that fails stores nothing, so its retry runs again.

/** A key whose holder has not answered for this long is considered abandoned (crashed process). */
const STALE_LOCK = sql`now() - interval '60 seconds'`

export interface IdempotencyScope {
  key: string
  /**
   * Stores the response inside the caller's transaction, so the work and its response commit (or
   * roll back) together: a retry never redoes committed work.
   */
  record(tx: Tx, status: number, body: unknown): Promise<void>
}

export interface IdempotentResult {
  status: number
  body: unknown
}

type Claim = { kind: 'owned' } | { kind: 'busy' } | { kind: 'replay'; status: number; text: string }

function bodyDigest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? {}))
    .digest('hex')
}

/** Keys are kept for a day (long enough for any client retry), then purged on a later write. */
const KEY_RETENTION = sql`now() - interval '24 hours'`
const PURGE_EVERY_MS = 10 * 60 * 1000
let nextPurgeAt = 0

export async function purgeExpiredIdempotencyKeys(ctx: AppContext): Promise<number> {
  const gone = await ctx.db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.created_at, KEY_RETENTION))
    .returning({ id: idempotencyKey.id })
  return gone.length
}

async function purgeOldKeys(ctx: AppContext) {
  if (Date.now() < nextPurgeAt) return
  nextPurgeAt = Date.now() + PURGE_EVERY_MS
  await purgeExpiredIdempotencyKeys(ctx)
}

async function claim(
  ctx: AppContext,
  key: string,
  method: string,
  path: string,
  params: unknown,
  lockedAt: Date,
): Promise<Claim> {
  const inserted = await ctx.db
    .insert(idempotencyKey)
    .values({
      id: generateId('ikey'),
      idempotency_key: key,
      request_method: method,
      request_path: path,
      // A digest, not the body: keys outlive their requests and must not store what callers send.
      request_params: { body_sha256: bodyDigest(params) },
      locked_at: lockedAt,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKey.id })
  if (inserted.length) return { kind: 'owned' }
  const relocked = await ctx.db
    .update(idempotencyKey)
    .set({ locked_at: lockedAt })
    .where(
      and(
        eq(idempotencyKey.idempotency_key, key),
        isNull(idempotencyKey.response_code),
        eq(idempotencyKey.request_path, path),
        sql`(${idempotencyKey.locked_at} IS NULL OR ${idempotencyKey.locked_at} < ${STALE_LOCK})`,
      ),
    )
    .returning({ id: idempotencyKey.id })
  if (relocked.length) return { kind: 'owned' }
  const [row] = await ctx.db.select().from(idempotencyKey).where(eq(idempotencyKey.idempotency_key, key))
  if (!row) return { kind: 'busy' }
  if (row.request_path !== path || row.request_method !== method)
    throw invalidData(
      `Idempotency-Key ${key} was used for another request (${row.request_method} ${row.request_path})`,
    )
  if (row.response_code !== null)
    return { kind: 'replay', status: row.response_code, text: row.response_body ?? 'null' }
  return { kind: 'busy' }
}

/** A claimed key's answer; its text is built once. */
const storeAnswer = compiledRows<never, { key: string; status: number; body: string }>(
  () => sql`${sql.raw(SENT_WITH_COMMIT)} UPDATE idempotency_key
               SET response_code = ${sql.placeholder('status')}, response_body = ${sql.placeholder('body')},
                   recovery_point = 'finished', locked_at = NULL
             WHERE idempotency_key = ${sql.placeholder('key')} AND response_code IS NULL`,
)

/**
 * A response written in the work's transaction. On PostgreSQL it is not waited for: it goes out with
 * the COMMIT, which fails (and rolls the work back) if it fails; see SENT_WITH_COMMIT.
 */
async function inWork(ctx: AppContext, written: Promise<unknown>) {
  if (ctx.database.engine !== 'postgres') return void (await written)
  written.catch(() => {})
}

/** Runs a POST under its Idempotency-Key (taken from the request, or a fresh UUID). */
export async function idempotent(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  run: (scope: IdempotencyScope) => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  const header = req.headers['idempotency-key']
  const given = Array.isArray(header) ? header[0] : header
  const key = given?.trim() ? given.trim().slice(0, 200) : randomUUID()
  reply.header('Idempotency-Key', key)
  const path = req.url.split('?')[0]!
  await purgeOldKeys(ctx)
  if (!given?.trim()) return runUnclaimed(ctx, req, reply, key, path, run)
  const lockedAt = uniqueLockTime()
  let claimed: Claim
  try {
    claimed = await claim(ctx, key, req.method, path, req.body, lockedAt)
  } catch (e) {
    // The claim may have been written even though its answer was lost (the connection dropped).
    await releaseClaim(ctx, key, lockedAt)
    throw e
  }
  if (claimed.kind === 'replay') return sendJson(reply, claimed.status, claimed.text)
  if (claimed.kind === 'busy') throw conflict(`Idempotency-Key ${key} is in use by another request`)
  try {
    // The response is turned into JSON once, for the stored row and for the reply.
    let recorded: unknown
    let text: string | undefined
    const result = await run({
      key,
      record: async (tx, status, body) => {
        text = JSON.stringify(body)
        await inWork(ctx, storeAnswer(tx, { key, status, body: text }))
        recorded = body
      },
    })
    // Responses not recorded inside the work's transaction are stored now. One recorded there
    // committed with the work (a failed commit would have thrown), so it is not written twice.
    if (recorded !== result.body) {
      text = JSON.stringify(result.body)
      await storeAnswer(ctx.db, { key, status: result.status, body: text })
    }
    return sendJson(reply, result.status, text!)
  } catch (e) {
    await releaseClaim(ctx, key, lockedAt)
    throw e
  }
}

/**
 * A request that sent no key gets a fresh one that nobody else can know before the answer, so no
 * repeat can race it and there is nothing to claim: its row is written once, with the response,
 * inside the work's transaction where the work records it (else right after). A failure writes
 * nothing. A client replaying the key it was given gets the stored response, as with its own key.
 */
async function runUnclaimed(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  path: string,
  run: (scope: IdempotencyScope) => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  // The response is turned into JSON once, for the stored row and for the reply.
  const answered = (db: Tx, status: number, body: unknown) => {
    const text = JSON.stringify(body)
    const written = insertAnsweredKey(db, {
      id: generateId('ikey'),
      key,
      method: req.method,
      path,
      params: JSON.stringify({ body_sha256: bodyDigest(req.body) }),
      status,
      body: text,
    })
    return { text, written }
  }
  let recorded: unknown
  let text: string | undefined
  const result = await run({
    key,
    record: async (tx, status, body) => {
      const answer = answered(tx, status, body)
      text = answer.text
      await inWork(ctx, answer.written)
      recorded = body
    },
  })
  if (recorded !== result.body) {
    const answer = answered(ctx.db, result.status, result.body)
    text = answer.text
    await answer.written
  }
  return sendJson(reply, result.status, text!)
}

/** A response already turned into JSON text, sent as it is. */
const sendJson = (reply: FastifyReply, status: number, text: string) =>
  reply.status(status).type('application/json; charset=utf-8').send(text)

/** A key written once with its answer; its text is built once. */
const insertAnsweredKey = compiledRows<
  never,
  { id: string; key: string; method: string; path: string; params: string; status: number; body: string }
>(
  () => sql`${sql.raw(SENT_WITH_COMMIT)} INSERT INTO idempotency_key (id, idempotency_key, request_method, request_path, request_params,
                                         response_code, response_body, recovery_point, locked_at)
            VALUES (${sql.placeholder('id')}, ${sql.placeholder('key')}, ${sql.placeholder('method')},
                    ${sql.placeholder('path')}, ${sql.placeholder('params')}::jsonb, ${sql.placeholder('status')},
                    ${sql.placeholder('body')}, 'finished', NULL)`,
)

const RELEASE_RETRY_MS = 500
const RELEASE_ATTEMPTS = 120
let lastLockMs = 0

/** A lock time no other claim of this process shares: it marks a claim as one request's own. */
function uniqueLockTime(): Date {
  lastLockMs = Math.max(Date.now(), lastLockMs + 1)
  return new Date(lastLockMs)
}

/**
 * Frees a failed request's claim (only its own: same lock time) so its retry runs afresh. When the
 * failure was the database going away, the release fails too; it is retried in the background until
 * the database is back, or the retry would be told "in use" until the claim went stale.
 */
async function releaseClaim(ctx: AppContext, key: string, lockedAt: Date, attempt = 1): Promise<void> {
  try {
    await ctx.db
      .update(idempotencyKey)
      .set({ locked_at: null })
      .where(
        and(
          eq(idempotencyKey.idempotency_key, key),
          isNull(idempotencyKey.response_code),
          eq(idempotencyKey.locked_at, lockedAt),
        ),
      )
  } catch {
    if (attempt < RELEASE_ATTEMPTS)
      setTimeout(() => void releaseClaim(ctx, key, lockedAt, attempt + 1), RELEASE_RETRY_MS).unref()
  }
}
