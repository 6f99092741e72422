import { describe, expect, it } from 'vitest'
import { DRAFT_FILTER_KEYS, DRAFT_ORDERS_PATH } from '../draft-orders/urls'
import { BUILT_IN_VIEWS } from '../orders/list/saved-views'
import { ORDERS_PATH } from '../orders/urls'
import { NEW_DRAFT_LINK, OPEN_DRAFTS_LINK, ORDER_VIEWS, type OrderTodo, orderTodoLink } from './todo'

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
