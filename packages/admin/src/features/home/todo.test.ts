import { ORDER_AWAITING } from '@mercato/domain'
import { describe, expect, it } from 'vitest'
import { DRAFT_FILTER_KEYS, DRAFT_ORDERS_PATH } from '../draft-orders/urls'
import { BUILT_IN_VIEWS } from '../orders/list/saved-views'
import { ORDER_FILTER_KEYS, ORDERS_PATH, ordersQuery } from '../orders/urls'
import {
  AWAITING_TODOS,
  NEW_DRAFT_LINK,
  OPEN_DRAFTS_LINK,
  ORDER_VIEWS,
  type OrderTodo,
  awaitingTodoLink,
  orderTodoLink,
} from './todo'

describe('the To do rows of orders', () => {
  for (const id of Object.keys(ORDER_VIEWS) as OrderTodo[]) {
    it(`${id} links to exactly the orders list's built-in view`, () => {
      const view = BUILT_IN_VIEWS.find((v) => v.id === id)
      expect(view).toBeDefined()
      expect(orderTodoLink(id)).toBe(`${ORDERS_PATH}?${view!.query}`)
    })
  }
})

describe('the To do row of draft orders', () => {
  it("links to the draft orders list filtered by the list's own status filter", () => {
    expect(DRAFT_FILTER_KEYS).toContain('status')
    expect(OPEN_DRAFTS_LINK).toBe(`${DRAFT_ORDERS_PATH}?status=open`)
    expect(NEW_DRAFT_LINK).toBe(`${DRAFT_ORDERS_PATH}?new=1`)
  })
})

describe('the To do rows of returns, swaps and claims', () => {
  it('cover every kind of the orders list filter `awaiting`', () => {
    expect(ORDER_FILTER_KEYS).toContain('awaiting')
    expect(AWAITING_TODOS.map(([kind]) => kind)).toEqual([...ORDER_AWAITING])
  })

  for (const [kind] of AWAITING_TODOS) {
    it(`${kind} links to the orders list asking the API for awaiting=${kind} only`, () => {
      const link = awaitingTodoLink(kind)
      expect(link).toBe(`${ORDERS_PATH}?awaiting=${kind}`)
      const params = new URLSearchParams(link.split('?')[1])
      const filters = Object.fromEntries([...params.keys()].map((k) => [k, params.getAll(k)]))
      expect(ordersQuery({ limit: 20, offset: 0, q: '', order: '', filters })).toEqual({
        limit: 20,
        offset: 0,
        awaiting: [kind],
      })
    })
  }
})
