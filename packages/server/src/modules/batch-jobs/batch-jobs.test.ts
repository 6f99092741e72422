import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { batchJobStatus } from './status'

// No worker runs in this file: jobs stay where the API puts them, and timestamps are set by hand.
let t: TestApp
let admin: AdminCredentials
let other: AdminCredentials

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  other = await createAdmin(t, 'member')
})
afterAll(() => t?.close())

const post = (url: string, who: AdminCredentials, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object })
const get = (url: string, who: AdminCredentials) => t.app.inject({ method: 'GET', url, headers: who.headers })
const createExport = async (who = admin, body: Record<string, unknown> = {}) => {
  const res = await post('/admin/batch-jobs', who, { type: 'product-export', context: {}, ...body })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().batch_job
}
const setDates = (id: string, set: string) =>
  t.database.query(`UPDATE batch_job SET ${set} WHERE id = $1`, [id])

describe('batch jobs API', () => {
  it('creates a job (201) owned by the caller and publishes batch.created after commit', async () => {
    const events = recordEvents(t, 'batch.created')
    const job = await createExport(admin, { dry_run: true, context: { limit: 5, order: '-created_at' } })
    expect(job).toMatchObject({
      type: 'product-export',
      status: 'created',
      created_by: admin.id,
      dry_run: true,
      context: { limit: 5, order: '-created_at' },
      result: null,
      pre_processed_at: null,
      confirmed_at: null,
    })
    expect(job.id).toMatch(/^batch_[0-9A-Z]{26}$/)
    expect(job).not.toHaveProperty('locked_by')
    await t.ctx.events.idle()
    expect(events).toEqual([{ name: 'batch.created', data: { id: job.id } }])
  })

  it('validates the type and the context of each type', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { type: 'price-list-import', context: {} },
        'Unknown batch job type: price-list-import; known types: product-import, product-export, order-export, customer-export, inventory-export, inventory-import',
      ],
      [{ type: 'order-export', context: { colour: 'red' } }, 'property context.colour should not exist'],
      [{ type: 'customer-export', context: { colour: 'red' } }, 'property context.colour should not exist'],
      [{ type: 'product-export' }, 'context is required'],
      [{ type: 'product-export', context: { colour: 'red' } }, 'property context.colour should not exist'],
      [
        { type: 'product-export', context: { order: 'price' } },
        'context.order: cannot order the export by price',
      ],
      [{ type: 'product-import', context: {} }, 'context.fileKey is required'],
      [
        { type: 'product-import', context: { fileKey: '01ARZ3NDEKTSV4RRFFQ69G5FAV-missing.csv' } },
        'File 01ARZ3NDEKTSV4RRFFQ69G5FAV-missing.csv was not found; upload it with POST /admin/uploads/protected first',
      ],
      [
        { type: 'product-import', context: { fileKey: '../../etc/passwd' } },
        'File ../../etc/passwd was not found; upload it with POST /admin/uploads/protected first',
      ],
      [
        { type: 'product-export', context: {}, dry_run: 'yes' },
        'dry_run: Invalid input: expected boolean, received string',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await post('/admin/batch-jobs', admin, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toEqual({ type: 'invalid_data', message })
    }
  })

  it('lists only the caller’s jobs, 10 by default, with the contract filters', async () => {
    const mine: Array<{ id: string }> = []
    for (let i = 0; i < 11; i++) mine.push(await createExport())
    const theirs = await createExport(other)
    const page = await get('/admin/batch-jobs', admin)
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.limit).toBe(10)
    expect(body.offset).toBe(0)
    expect(body.batch_jobs).toHaveLength(10)
    expect(body.count).toBeGreaterThanOrEqual(11)
    expect(body.batch_jobs.some((j: { id: string }) => j.id === theirs.id)).toBe(false)

    // What the dashboard asks: limit 100, created on or after a date.
    const since = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10)
    const dash = (await get(`/admin/batch-jobs?limit=100&offset=0&created_at[gte]=${since}`, admin)).json()
    expect(dash.limit).toBe(100)
    expect(dash.batch_jobs.length).toBe(dash.count)
    const future = (await get(`/admin/batch-jobs?created_at[gte]=2999-01-01`, admin)).json()
    expect(future.count).toBe(0)

    await setDates(
      mine[0]!.id,
      'completed_at = now(), pre_processed_at = now(), confirmed_at = now(), processing_at = now()',
    )
    await setDates(mine[1]!.id, 'failed_at = now()')
    const completed = (await get('/admin/batch-jobs?completed_at[gte]=2000-01-01', admin)).json()
    expect(completed.batch_jobs.map((j: { id: string; status: string }) => [j.id, j.status])).toEqual([
      [mine[0]!.id, 'completed'],
    ])
    const notFailed = (await get('/admin/batch-jobs?failed_at=null&limit=100', admin)).json()
    expect(notFailed.batch_jobs.some((j: { id: string }) => j.id === mine[1]!.id)).toBe(false)
    expect(notFailed.count).toBe(dash.count - 1)
    const byIds = (
      await get(`/admin/batch-jobs?id[]=${mine[2]!.id}&id[]=${mine[3]!.id}&id[]=${theirs.id}`, admin)
    ).json()
    expect(byIds.count).toBe(2)
    const byType = (await get('/admin/batch-jobs?type=product-import', admin)).json()
    expect(byType.count).toBe(0)
    const expanded = (await get(`/admin/batch-jobs?id=${mine[2]!.id}&expand=created_by_user`, admin)).json()
    expect(expanded.batch_jobs[0].created_by_user).toMatchObject({ id: admin.id, email: admin.email })
    expect(expanded.batch_jobs[0].created_by_user).not.toHaveProperty('password_hash')
    const bad = await get('/admin/batch-jobs?colour=red', admin)
    expect(bad.statusCode).toBe(400)
  })

  it('keeps a job private to its creator', async () => {
    const job = await createExport()
    const message = 'Cannot access a batch job that does not belong to the logged in user'
    for (const res of [
      await get(`/admin/batch-jobs/${job.id}`, other),
      await post(`/admin/batch-jobs/${job.id}/confirm`, other),
      await post(`/admin/batch-jobs/${job.id}/cancel`, other),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ type: 'not_allowed', message })
    }
    expect((await get(`/admin/batch-jobs/${job.id}`, admin)).json().batch_job.id).toBe(job.id)
    const missing = await get('/admin/batch-jobs/batch_NOPE', admin)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      type: 'not_found',
      message: 'Batch job with id batch_NOPE was not found',
    })
    expect((await t.app.inject({ method: 'GET', url: `/admin/batch-jobs/${job.id}` })).statusCode).toBe(401)
  })

  it('confirms only pre-processed jobs', async () => {
    const job = await createExport(admin, { dry_run: true })
    const early = await post(`/admin/batch-jobs/${job.id}/confirm`, admin)
    expect(early.statusCode).toBe(400)
    expect(early.json().message).toBe('Cannot confirm processing for a batch job that is not pre processed')
    await setDates(job.id, 'pre_processed_at = now()')
    const events = recordEvents(t, 'batch.confirmed')
    const ok = await post(`/admin/batch-jobs/${job.id}/confirm`, admin)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().batch_job.status).toBe('confirmed')
    await t.ctx.events.idle()
    expect(events).toEqual([{ name: 'batch.confirmed', data: { id: job.id } }])
  })

  it('cancels unless completed or failed', async () => {
    const fresh = await createExport()
    const canceled = await post(`/admin/batch-jobs/${fresh.id}/cancel`, admin)
    expect(canceled.statusCode).toBe(200)
    expect(canceled.json().batch_job.status).toBe('canceled')
    expect((await post(`/admin/batch-jobs/${fresh.id}/cancel`, admin)).json().batch_job.status).toBe(
      'canceled',
    )
    const confirmCanceled = await post(`/admin/batch-jobs/${fresh.id}/confirm`, admin)
    expect(confirmCanceled.statusCode).toBe(400)

    const processing = await createExport()
    await setDates(processing.id, 'pre_processed_at = now(), confirmed_at = now(), processing_at = now()')
    expect((await post(`/admin/batch-jobs/${processing.id}/cancel`, admin)).json().batch_job.status).toBe(
      'canceled',
    )

    const completed = await createExport()
    await setDates(completed.id, 'completed_at = now()')
    const c = await post(`/admin/batch-jobs/${completed.id}/cancel`, admin)
    expect(c.statusCode).toBe(400)
    expect(c.json()).toEqual({ type: 'not_allowed', message: 'Cannot cancel completed batch job' })

    const failed = await createExport()
    await setDates(failed.id, 'failed_at = now()')
    const f = await post(`/admin/batch-jobs/${failed.id}/cancel`, admin)
    expect(f.statusCode).toBe(400)
    expect(f.json()).toEqual({ type: 'not_allowed', message: 'Cannot cancel failed batch job' })
  })

  it('derives the status from the timestamps with the contract’s precedence', () => {
    const none = {
      pre_processed_at: null,
      confirmed_at: null,
      processing_at: null,
      completed_at: null,
      canceled_at: null,
      failed_at: null,
    }
    const d = new Date()
    expect(batchJobStatus(none)).toBe('created')
    expect(batchJobStatus({ ...none, pre_processed_at: d })).toBe('pre_processed')
    expect(batchJobStatus({ ...none, pre_processed_at: d, confirmed_at: d })).toBe('confirmed')
    expect(batchJobStatus({ ...none, confirmed_at: d, processing_at: d })).toBe('processing')
    expect(batchJobStatus({ ...none, processing_at: d, completed_at: d })).toBe('completed')
    expect(batchJobStatus({ ...none, completed_at: d, canceled_at: d })).toBe('canceled')
    expect(batchJobStatus({ ...none, canceled_at: d, failed_at: d, completed_at: d })).toBe('failed')
  })
})
