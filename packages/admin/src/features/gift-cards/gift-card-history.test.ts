import type { GiftCardBalanceChange, GiftCardSpending } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { giftCardHistory, staffName } from './gift-card-history'

const spent = (id: string, at: string): GiftCardSpending => ({
  id,
  gift_card_id: 'gift_1',
  order_id: 'order_1',
  amount: 1200,
  is_taxable: true,
  tax_rate: 20,
  created_at: at,
  order: { id: 'order_1', display_id: 1004, currency_code: 'eur' },
})
const user = { id: 'usr_1', email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe' }
const set = (id: string, at: string): GiftCardBalanceChange => ({
  id,
  gift_card_id: 'gift_1',
  previous_balance: 5000,
  balance: 2000,
  user_id: user.id,
  user,
  created_at: at,
})

describe('giftCardHistory', () => {
  it("puts orders' spending and staff's changes together, newest first", () => {
    const history = giftCardHistory({
      gift_card_transactions: [
        spent('gct_1', '2026-05-01T10:00:00Z'),
        spent('gct_2', '2026-05-03T10:00:00Z'),
      ],
      balance_changes: [set('gcbc_1', '2026-05-02T10:00:00Z')],
    })
    expect(history.map((e) => [e.kind, e.id])).toEqual([
      ['spent', 'gct_2'],
      ['set', 'gcbc_1'],
      ['spent', 'gct_1'],
    ])
  })
  it('orders lines of the same moment by id and is empty without either list', () => {
    const at = '2026-05-01T10:00:00Z'
    const history = giftCardHistory({ balance_changes: [set('gcbc_A', at), set('gcbc_B', at)] })
    expect(history.map((e) => e.id)).toEqual(['gcbc_B', 'gcbc_A'])
    expect(giftCardHistory({})).toEqual([])
  })
})

describe('staffName', () => {
  it('is the name, else the e-mail, else unknown', () => {
    expect(staffName(user)).toBe('Jane Doe')
    expect(staffName({ ...user, last_name: null })).toBe('Jane')
    expect(staffName({ ...user, first_name: null, last_name: '' })).toBe('jane@example.com')
    expect(staffName(null)).toBeNull()
  })
})
