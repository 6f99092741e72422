import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import settings from '../../../../public/locales/en/settings.json'
import examplePlugin from '../../../extensions/example-plugin'
import type { Plugin } from '../../../extensions/types'
import { initTestI18n, renderWithProviders } from '../../../test/utils'
import PluginsPage from './plugins-page'
import { pluginSummaries } from './summary'

const C = () => null

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'settings', settings)
})
afterEach(cleanup)

describe('plugins page', () => {
  it("sums up each plugin's routes, settings pages and widgets per zone", () => {
    const reviews: Plugin = {
      name: 'reviews',
      entries: [
        { Component: C, config: { type: 'route', path: '/reviews/', link: { label: 'Reviews' } } },
        { page: C, path: 'reviews/moderation' },
        {
          Component: C,
          config: { type: 'setting', path: 'reviews', card: { label: 'Reviews', description: '' } },
        },
        { Component: C, config: { type: 'widget', zone: ['product.details.after', 'order.details.after'] } },
        { Component: C, config: { type: 'widget', zone: 'product.details.after' } },
      ],
    }
    expect(pluginSummaries([reviews, { name: 'empty', entries: [] }])).toEqual([
      {
        name: 'reviews',
        routes: [{ path: 'reviews', label: 'Reviews' }, { path: 'reviews/moderation' }],
        settings: [{ path: 'reviews', label: 'Reviews' }],
        widgets: [
          { zone: 'product.details.after', count: 2 },
          { zone: 'order.details.after', count: 1 },
        ],
      },
      { name: 'empty', routes: [], settings: [], widgets: [] },
    ])
  })

  it('sums up the README example, including zones of the draft order, price list and inventory pages', () => {
    const extra: Plugin = {
      name: 'stock-notes',
      entries: [
        {
          Component: C,
          config: {
            type: 'widget',
            zone: ['draft_order.details.after', 'price_list.list.before', 'inventory_item.details.before'],
          },
        },
      ],
    }
    expect(pluginSummaries([examplePlugin, extra])).toEqual([
      {
        name: 'loyalty',
        routes: [{ path: 'loyalty', label: 'Loyalty' }],
        settings: [{ path: 'loyalty', label: 'Loyalty' }],
        widgets: [{ zone: 'product.details.after', count: 1 }],
      },
      {
        name: 'stock-notes',
        routes: [],
        settings: [],
        widgets: [
          { zone: 'draft_order.details.after', count: 1 },
          { zone: 'price_list.list.before', count: 1 },
          { zone: 'inventory_item.details.before', count: 1 },
        ],
      },
    ])
  })

  it('says how to install one when none is installed', async () => {
    renderWithProviders(<PluginsPage />)
    expect(await screen.findByRole('heading', { name: 'Plugins' })).toBeTruthy()
    expect(screen.getByText('No plugins installed')).toBeTruthy()
    expect(screen.getByText('src/extensions/installed.ts')).toBeTruthy()
  })
})
