import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'

let t: TestApp
let alice: AdminCredentials
let bob: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  alice = await createAdmin(t)
  bob = await createAdmin(t, 'member')
})
afterAll(() => t.close())

const as = (who: AdminCredentials) => (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) })

describe('notes', () => {
  let first: { id: string }

  it('creates a note authored by the calling user', async () => {
    const res = await as(alice)('POST', '/admin/notes', {
      resource_id: 'order_1',
      resource_type: 'order',
      value: 'Customer called about delivery',
    })
    expect(res.statusCode).toBe(200)
    first = res.json().note
    expect(first).toMatchObject({
      resource_id: 'order_1',
      resource_type: 'order',
      value: 'Customer called about delivery',
      author_id: alice.id,
      author: { id: alice.id, email: alice.email },
    })
    expect(first.id).toMatch(/^note_/)
    const author = res.json().note.author
    expect(author.password_hash).toBeUndefined()
    expect(author.api_token).toBeUndefined()
    await as(bob)('POST', '/admin/notes', {
      resource_id: 'order_1',
      resource_type: 'order',
      value: 'Refunded',
    })
    await as(bob)('POST', '/admin/notes', { resource_id: 'cus_9', resource_type: 'customer', value: 'VIP' })
  })

  it('refuses bad notes and writes nothing', async () => {
    const before = await countRows(t, 'note')
    const bad = [
      [{ resource_type: 'order', value: 'x' }, /resource_id is required/],
      [{ resource_id: 'order_1', resource_type: 'order', value: '' }, /value/],
      [
        { resource_id: 'order_1', resource_type: 'order', value: 'x', author_id: 'usr_x' },
        /author_id should not/,
      ],
    ] as const
    for (const [body, message] of bad) {
      const res = await as(alice)('POST', '/admin/notes', body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect(await countRows(t, 'note')).toBe(before)
  })

  it('lists by resource with default limit 50 and the author relation', async () => {
    const all = (await as(alice)('GET', '/admin/notes/')).json()
    expect(all).toMatchObject({ count: 3, offset: 0, limit: 50 })
    const byOrder = (await as(alice)('GET', '/admin/notes?resource_id=order_1')).json()
    expect(byOrder.count).toBe(2)
    expect(byOrder.notes.map((n: { value: string }) => n.value)).toEqual([
      'Refunded',
      'Customer called about delivery',
    ])
    expect(byOrder.notes[0].author.id).toBe(bob.id)
    const paged = (await as(alice)('GET', '/admin/notes?limit=1&offset=2&order=created_at')).json()
    expect(paged.notes.map((n: { value: string }) => n.value)).toEqual(['VIP'])
    const noAuthor = (await as(alice)('GET', '/admin/notes?expand=&fields=value')).json()
    expect(Object.keys(noAuthor.notes[0]).sort()).toEqual(['id', 'value'])
    expect((await as(alice)('GET', '/admin/notes?author_id=x')).statusCode).toBe(400)
  })

  it('retrieves, updates and deletes', async () => {
    expect((await as(bob)('GET', `/admin/notes/${first.id}`)).json().note.value).toBe(
      'Customer called about delivery',
    )
    const upd = await as(bob)('POST', `/admin/notes/${first.id}`, { value: 'Delivered late' })
    expect(upd.json().note).toMatchObject({ value: 'Delivered late', author_id: alice.id })
    expect((await as(bob)('POST', `/admin/notes/${first.id}`, {})).statusCode).toBe(400)
    const del = await as(bob)('DELETE', `/admin/notes/${first.id}`)
    expect(del.json()).toEqual({ id: first.id, object: 'note', deleted: true })
    expect((await as(bob)('GET', `/admin/notes/${first.id}`)).statusCode).toBe(404)
    expect((await as(bob)('POST', `/admin/notes/${first.id}`, { value: 'x' })).statusCode).toBe(404)
    expect((await as(bob)('DELETE', `/admin/notes/${first.id}`)).statusCode).toBe(404)
    expect((await as(alice)('GET', '/admin/notes')).json().count).toBe(2)
  })
})
