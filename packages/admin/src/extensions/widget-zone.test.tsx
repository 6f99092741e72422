import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../test/utils'
import { ExtensionsProvider, WidgetZone } from './context'
import { buildRegistry } from './registry'
import type { ExtensionProps } from './types'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const Hello = ({ notify }: ExtensionProps) => <p>hello widget {typeof notify.success}</p>
const Broken = () => {
  throw new Error('plugin bug')
}

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
})
