import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../test/utils'
import { ExtensionsProvider, WidgetZone } from './context'
import { buildRegistry } from './registry'
import type { Product } from '@mercato/client'
import type { ExtensionProps, Plugin, WidgetProps } from './types'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const Hello = ({ notify }: ExtensionProps) => <p>hello widget {typeof notify.success}</p>
const Broken = () => {
  throw new Error('plugin bug')
}

const Title = ({ product, notify }: WidgetProps<'product.details.after'>) => (
  <p>
    {product.title} {typeof notify.success}
  </p>
)

describe('WidgetZone', () => {
  it('renders the widgets of its zone only, and survives a broken one', () => {
    initTestI18n()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const registry = buildRegistry([
      {
        name: 'demo',
        entries: [
          { Component: Hello, config: { type: 'widget', zone: 'product.list.before' } },
          { Component: Broken, config: { type: 'widget', zone: 'product.list.before' } },
          { Component: Hello, config: { type: 'widget', zone: 'order.details.after' } },
        ],
      },
    ])
    render(
      <ExtensionsProvider registry={registry}>
        <WidgetZone name="product.list.before" />
        <WidgetZone name="customer.list.before" />
      </ExtensionsProvider>,
    )
    expect(screen.getAllByText('hello widget function')).toHaveLength(1)
  })

  it("hands a detail zone's record to its widgets, beside notify", () => {
    initTestI18n()
    const registry = buildRegistry([
      {
        name: 'demo',
        entries: [
          {
            Component: Title,
            config: { type: 'widget', zone: ['product.details.before', 'product.details.after'] },
          },
          { Component: Hello, config: { type: 'widget', zone: 'product.details.after' } },
        ],
      },
    ])
    const product = { id: 'prod_1', title: 'Tee' } as Product
    render(
      <ExtensionsProvider registry={registry}>
        <WidgetZone name="product.details.after" product={product} />
      </ExtensionsProvider>,
    )
    expect(screen.getByText('Tee function')).toBeTruthy()
    expect(screen.getByText('hello widget function')).toBeTruthy()
  })

  it("types a record-reading widget to its own entity's detail zones", () => {
    const ok: Plugin = {
      name: 'ok',
      entries: [{ Component: Title, config: { type: 'widget', zone: 'product.details.before' } }],
    }
    const wrong: Plugin = {
      name: 'wrong',
      // @ts-expect-error an order page has no product to hand over
      entries: [{ Component: Title, config: { type: 'widget', zone: 'order.details.before' } }],
    }
    const list: Plugin = {
      name: 'list',
      // @ts-expect-error a list zone hands no record
      entries: [{ Component: Title, config: { type: 'widget', zone: 'product.list.before' } }],
    }
    expect([ok, wrong, list].map((p) => p.entries.length)).toEqual([1, 1, 1])
  })
})
