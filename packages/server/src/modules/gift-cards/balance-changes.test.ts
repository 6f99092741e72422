import { region } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'
import { updateGiftCard } from './service'

let t: TestApp
let admin: AdminCredentials
let regionId: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  await t.database.query(`UPDATE "user" SET first_name = 'Jane', last_name = 'Doe' WHERE id = $1`, [admin.id])
  regionId = generateId('reg')
  await t.ctx.db.insert(region).values({ id: regionId, name: 'Taxed', currency_code: 'eur', tax_rate: 20 })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

const newCard = async (value: number) =>
  (await call('POST', '/admin/gift-cards', { value, region_id: regionId })).json().gift_card as {
    id: string
  }

const changesOf = async (id: string) =>
  (await call('GET', `/admin/gift-cards/${id}?expand=balance_changes`)).json().gift_card.balance_changes

describe('gift card balance changes', () => {
  it('records a balance set by hand with the staff member who set it, oldest first', async () => {
    const card = await newCard(5000)
    expect(await changesOf(card.id)).toEqual([])
    expect((await call('POST', `/admin/gift-cards/${card.id}`, { balance: 2000 })).statusCode).toBe(200)
    expect((await call('POST', `/admin/gift-cards/${card.id}`, { balance: 2500 })).statusCode).toBe(200)
    const changes = await changesOf(card.id)
    expect(changes).toMatchObject([
      {
        gift_card_id: card.id,
        previous_balance: 5000,
        balance: 2000,
        user_id: admin.id,
        user: { id: admin.id, email: admin.email, first_name: 'Jane', last_name: 'Doe' },
      },
      { previous_balance: 2000, balance: 2500, user_id: admin.id },
    ])
    expect(changes[0].id).toMatch(/^gcbc_/)
    expect(Object.keys(changes[0].user).sort()).toEqual(['email', 'first_name', 'id', 'last_name'])
  })

  it('records nothing for a balance sent unchanged, a refused balance or other changes', async () => {
    const card = await newCard(3000)
    const before = await countRows(t, 'gift_card_balance_change')
    const same = await call('POST', `/admin/gift-cards/${card.id}`, { balance: 3000, is_disabled: true })
    expect(same.statusCode).toBe(200)
    expect((await call('POST', `/admin/gift-cards/${card.id}`, { ends_at: null })).statusCode).toBe(200)
    for (const balance of [-1, 3001]) {
      const refused = await call('POST', `/admin/gift-cards/${card.id}`, { balance })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().type).toBe('invalid_data')
    }
    const badRegion = await call('POST', `/admin/gift-cards/${card.id}`, { balance: 10, region_id: 'reg_x' })
    expect(badRegion.statusCode).toBe(404)
    expect(await countRows(t, 'gift_card_balance_change')).toBe(before)
    expect((await call('GET', `/admin/gift-cards/${card.id}`)).json().gift_card.balance).toBe(3000)
  })

  it('records a change without a staff member as such', async () => {
    const card = await newCard(1000)
    await updateGiftCard(t.ctx, card.id, { balance: 400 }, undefined)
    expect(await changesOf(card.id)).toMatchObject([
      { previous_balance: 1000, balance: 400, user_id: null, user: null },
    ])
  })

  it('answers the changes only when asked, beside the spending; refuses unknown expands', async () => {
    const card = await newCard(800)
    await call('POST', `/admin/gift-cards/${card.id}`, { balance: 0 })
    const plain = (await call('GET', `/admin/gift-cards/${card.id}`)).json().gift_card
    expect(plain).not.toHaveProperty('balance_changes')
    const both = (
      await call('GET', `/admin/gift-cards/${card.id}?expand=region,gift_card_transactions,balance_changes`)
    ).json().gift_card
    expect(both.gift_card_transactions).toEqual([])
    expect(both.balance_changes).toMatchObject([{ previous_balance: 800, balance: 0 }])
    const listed = (await call('GET', '/admin/gift-cards?expand=balance_changes&limit=100')).json()
    const row = listed.gift_cards.find((g: { id: string }) => g.id === card.id)
    expect(row.balance_changes).toHaveLength(1)
    for (const url of [
      `/admin/gift-cards/${card.id}?expand=balance_change`,
      `/admin/gift-cards/${card.id}?expand=balance_changes.user`,
      '/admin/gift-cards?expand=history',
    ]) {
      const bad = await call('GET', url)
      expect(bad.statusCode, url).toBe(400)
      expect(bad.json().type, url).toBe('invalid_data')
    }
  })
})
