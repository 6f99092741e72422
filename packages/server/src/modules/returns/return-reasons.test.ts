import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

describe('return reasons', () => {
  let wrong: { id: string }
  let size: { id: string }

  it('creates top-level reasons and children', async () => {
    const res = await call('POST', '/admin/return-reasons', {
      label: 'Wrong item',
      value: 'wrong_item',
      description: 'Not what was ordered',
    })
    expect(res.statusCode).toBe(200)
    wrong = res.json().return_reason
    expect(wrong).toMatchObject({
      label: 'Wrong item',
      value: 'wrong_item',
      description: 'Not what was ordered',
      parent_return_reason_id: null,
      parent_return_reason: null,
      return_reason_children: [],
    })
    expect(wrong.id).toMatch(/^rr_/)
    const child = await call('POST', '/admin/return-reasons', {
      label: 'Wrong size',
      value: 'wrong_size',
      parent_return_reason_id: wrong.id,
    })
    size = child.json().return_reason
    expect(size).toMatchObject({ parent_return_reason_id: wrong.id, parent_return_reason: { id: wrong.id } })
    await call('POST', '/admin/return-reasons', { label: 'Damaged', value: 'damaged' })
  })

  it('refuses duplicates, deep nesting, unknown parents and bad bodies; writes nothing', async () => {
    const before = await countRows(t, 'return_reason')
    const dup = await call('POST', '/admin/return-reasons', { label: 'Again', value: 'wrong_item' })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().message).toBe('Return reason with value wrong_item already exists')
    const deep = await call('POST', '/admin/return-reasons', {
      label: 'Too deep',
      value: 'too_deep',
      parent_return_reason_id: size.id,
    })
    expect(deep.statusCode).toBe(400)
    expect(deep.json().message).toBe('Doubly nested return reasons is not supported')
    const orphan = await call('POST', '/admin/return-reasons', {
      label: 'Orphan',
      value: 'orphan',
      parent_return_reason_id: 'rr_missing',
    })
    expect(orphan.statusCode).toBe(404)
    expect((await call('POST', '/admin/return-reasons', { label: 'No value' })).json().message).toBe(
      'value is required',
    )
    expect(await countRows(t, 'return_reason')).toBe(before)
  })

  it('lists top-level reasons with children, not paginated, for admin and store', async () => {
    for (const url of ['/admin/return-reasons', '/store/return-reasons']) {
      const res = url.startsWith('/admin')
        ? await call('GET', url)
        : await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(Object.keys(body)).toEqual(['return_reasons'])
      expect(body.return_reasons.map((r: { value: string }) => r.value)).toEqual(['damaged', 'wrong_item'])
      const parent = body.return_reasons.find((r: { id: string }) => r.id === wrong.id)
      expect(parent.return_reason_children.map((c: { value: string }) => c.value)).toEqual(['wrong_size'])
    }
    const one = await t.app.inject({ method: 'GET', url: `/store/return-reasons/${size.id}` })
    expect(one.json().return_reason).toMatchObject({ id: size.id, parent_return_reason: { id: wrong.id } })
    expect((await t.app.inject({ method: 'GET', url: '/store/return-reasons/rr_missing' })).statusCode).toBe(
      404,
    )
    const slim = (await call('GET', `/admin/return-reasons/${wrong.id}?fields=label`)).json().return_reason
    expect(Object.keys(slim).sort()).toEqual([
      'id',
      'label',
      'parent_return_reason',
      'return_reason_children',
    ])
  })

  it('updates label, value and description', async () => {
    const res = await call('POST', `/admin/return-reasons/${size.id}`, {
      label: 'Size does not fit',
      value: 'size',
      description: null,
      metadata: { sort: 1 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().return_reason).toMatchObject({
      label: 'Size does not fit',
      value: 'size',
      metadata: { sort: 1 },
    })
    expect((await call('POST', `/admin/return-reasons/${size.id}`, { value: 'damaged' })).statusCode).toBe(
      422,
    )
    const parentChange = await call('POST', `/admin/return-reasons/${size.id}`, {
      parent_return_reason_id: null,
    })
    expect(parentChange.json().message).toBe('property parent_return_reason_id should not exist')
    expect((await call('POST', '/admin/return-reasons/rr_missing', { label: 'x' })).statusCode).toBe(404)
  })

  it('deletes a reason with its children', async () => {
    const res = await call('DELETE', `/admin/return-reasons/${wrong.id}`)
    expect(res.json()).toEqual({ id: wrong.id, object: 'return_reason', deleted: true })
    expect((await call('GET', `/admin/return-reasons/${size.id}`)).statusCode).toBe(404)
    const list = (await call('GET', '/admin/return-reasons')).json().return_reasons
    expect(list.map((r: { value: string }) => r.value)).toEqual(['damaged'])
    expect((await call('DELETE', `/admin/return-reasons/${wrong.id}`)).statusCode).toBe(404)
    // The value is free again.
    expect(
      (await call('POST', '/admin/return-reasons', { label: 'W', value: 'wrong_item' })).statusCode,
    ).toBe(200)
  })
})
