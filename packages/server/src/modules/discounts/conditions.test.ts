import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows, insertProduct } from '../regions-tax/test-fixtures'
import { insertRegion, insertTaxonomy } from './test-fixtures'

let t: TestApp
let admin: AdminCredentials
let us: string
let tax: Awaited<ReturnType<typeof insertTaxonomy>>
let p1: string
let p2: string
let discount: { id: string; rule: { id: string } }
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  us = await insertRegion(t, 'US')
  tax = await insertTaxonomy(t)
  p1 = (await insertProduct(t)).id
  p2 = (await insertProduct(t)).id
  const res = await call('POST', '/admin/discounts', {
    code: 'COND10',
    rule: {
      type: 'percentage',
      value: 10,
      allocation: 'item',
      conditions: [{ operator: 'in', products: [p1] }],
    },
    regions: [us],
  })
  discount = res.json().discount
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
const base = () => `/admin/discounts/${discount.id}/conditions`
const conditionsOf = async () =>
  (await call('GET', `/admin/discounts/${discount.id}`)).json().discount.rule.conditions as Array<{
    id: string
    type: string
    operator: string
  }>

describe('discount conditions', () => {
  it('created with the discount, listed under rule.conditions', async () => {
    const conds = await conditionsOf()
    expect(conds).toHaveLength(1)
    expect(conds[0]).toMatchObject({ type: 'products', operator: 'in', discount_rule_id: discount.rule.id })
    expect(conds[0]!.id).toMatch(/^discon_/)
  })

  it('adds a condition per type and operator; a second of the same pair is a duplicate', async () => {
    for (const [key, id] of [
      ['product_types', tax.typeId],
      ['product_collections', tax.collectionId],
      ['product_tags', tax.tagId],
      ['customer_groups', tax.groupId],
    ] as const) {
      const res = await call('POST', base(), { operator: 'not_in', [key]: [id] })
      expect(res.statusCode, key).toBe(200)
      expect(res.json().discount.id).toBe(discount.id)
    }
    expect((await conditionsOf()).map((c) => `${c.type}:${c.operator}`).sort()).toEqual([
      'customer_groups:not_in',
      'product_collections:not_in',
      'product_tags:not_in',
      'product_types:not_in',
      'products:in',
    ])
    const before = await countRows(t, 'discount_condition')
    const dup = await call('POST', base(), { operator: 'in', products: [p2] })
    expect(dup.statusCode).toBe(422)
    expect(dup.json()).toMatchObject({
      type: 'duplicate_error',
      message: 'The discount already has a condition on products with operator in',
    })
    const two = await call('POST', base(), { operator: 'in', products: [p2], product_tags: [tax.tagId] })
    expect(two.statusCode).toBe(400)
    const none = await call('POST', base(), { operator: 'in' })
    expect(none.json().message).toMatch(/exactly one of/)
    const unknown = await call('POST', base(), { operator: 'not_in', products: ['prod_nope'] })
    expect(unknown.statusCode).toBe(404)
    expect((await call('POST', base(), { operator: 'maybe', products: [p1] })).statusCode).toBe(400)
    expect(await countRows(t, 'discount_condition')).toBe(before)
  })

  it('retrieves a condition with its rule, and its resources when expanded', async () => {
    const cond = (await conditionsOf()).find((c) => c.type === 'products')!
    const got = (await call('GET', `${base()}/${cond.id}`)).json().discount_condition
    expect(got).toMatchObject({ id: cond.id, type: 'products', discount_rule: { id: discount.rule.id } })
    expect(got.products).toBeUndefined()
    const expanded = (await call('GET', `${base()}/${cond.id}?expand=products`)).json().discount_condition
    expect(expanded.products.map((p: { id: string }) => p.id)).toEqual([p1])
    expect(expanded.discount_rule).toBeUndefined()
    expect((await call('GET', `${base()}/discon_missing`)).statusCode).toBe(404)
    expect((await call('GET', `${base()}/${cond.id}?expand=variants`)).statusCode).toBe(400)
  })

  it('updates (replaces) resources and batch-adds and removes them', async () => {
    const cond = (await conditionsOf()).find((c) => c.type === 'products')!
    const resources = async () =>
      (await call('GET', `${base()}/${cond.id}?expand=products`))
        .json()
        .discount_condition.products.map((p: { id: string }) => p.id)
        .sort() as string[]

    const upd = await call('POST', `${base()}/${cond.id}`, { products: [p2] })
    expect(upd.statusCode).toBe(200)
    expect(upd.json().discount.id).toBe(discount.id)
    expect(await resources()).toEqual([p2])
    const wrongType = await call('POST', `${base()}/${cond.id}`, { product_tags: [tax.tagId] })
    expect(wrongType.statusCode).toBe(400)

    const add = await call('POST', `${base()}/${cond.id}/batch`, { resources: [{ id: p1 }, { id: p2 }] })
    expect(add.statusCode).toBe(200)
    expect(await resources()).toEqual([p1, p2].sort())
    const bad = await call('POST', `${base()}/${cond.id}/batch`, { resources: [{ id: 'prod_nope' }] })
    expect(bad.statusCode).toBe(404)
    expect(await resources()).toEqual([p1, p2].sort())
    expect((await call('POST', `${base()}/${cond.id}/batch`, { resources: [] })).statusCode).toBe(400)

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/${cond.id}/batch`,
      headers: admin.headers,
      payload: { resources: [{ id: p2 }] },
    })
    expect(remove.statusCode).toBe(200)
    expect(await resources()).toEqual([p1])
  })

  it('updates conditions through the discount update', async () => {
    const tags = (await conditionsOf()).find((c) => c.type === 'product_tags')!
    const res = await call('POST', `/admin/discounts/${discount.id}`, {
      rule: {
        id: discount.rule.id,
        conditions: [{ id: tags.id, operator: 'in', product_tags: [tax.tagId] }],
      },
    })
    expect(res.statusCode).toBe(200)
    const after = res.json().discount.rule.conditions.find((c: { id: string }) => c.id === tags.id)
    expect(after.operator).toBe('in')
    const foreign = await call('POST', `/admin/discounts/${discount.id}`, {
      rule: { id: discount.rule.id, conditions: [{ id: 'discon_other', operator: 'in', products: [p1] }] },
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('deletes a condition with the contract object and the discount', async () => {
    const cond = (await conditionsOf()).find((c) => c.type === 'customer_groups')!
    const res = await call('DELETE', `${base()}/${cond.id}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ id: cond.id, object: 'discount-condition', deleted: true })
    expect(body.discount.id).toBe(discount.id)
    expect(body.discount.rule.conditions.map((c: { id: string }) => c.id)).not.toContain(cond.id)
    expect((await call('DELETE', `${base()}/${cond.id}`)).statusCode).toBe(404)
    expect(await countRows(t, 'discount_condition_customer_group', `condition_id = '${cond.id}'`)).toBe(0)
    // The same (type, operator) may be added again.
    expect(
      (await call('POST', base(), { operator: 'not_in', customer_groups: [tax.groupId] })).statusCode,
    ).toBe(200)
  })

  it('refuses a condition of another discount', async () => {
    const other = (
      await call('POST', '/admin/discounts', {
        code: 'OTHER',
        rule: { type: 'percentage', value: 5, allocation: 'total' },
        regions: [us],
      })
    ).json().discount
    const cond = (await conditionsOf())[0]!
    expect((await call('GET', `/admin/discounts/${other.id}/conditions/${cond.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/discounts/${other.id}/conditions/${cond.id}`)).statusCode).toBe(404)
  })
})
