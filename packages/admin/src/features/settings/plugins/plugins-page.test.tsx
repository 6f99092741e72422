import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import settings from '../../../../public/locales/en/settings.json'
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

  it('says how to install one when none is installed', async () => {
    renderWithProviders(<PluginsPage />)
    expect(await screen.findByRole('heading', { name: 'Plugins' })).toBeTruthy()
    expect(screen.getByText('No plugins installed')).toBeTruthy()
    expect(screen.getByText('src/extensions/installed.ts')).toBeTruthy()
  })
})
