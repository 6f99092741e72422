// Test support: a plugin with a widget in every zone, to check which zones a page draws and what it hands them.
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { PollingProvider } from '../providers/polling'
import { initTestI18n, Providers, testQueryClient } from '../test/utils'
import { ExtensionsProvider } from './context'
import { buildRegistry } from './registry'
import type { ExtensionProps, Plugin } from './types'
import { WIDGET_ZONES, type WidgetZoneName } from './zones'

/** Says each prop besides `notify` as `name=id`, e.g. "product=prod_1"; its zone says where it is. */
function Probe(props: ExtensionProps) {
  const record = Object.entries(props)
    .filter(([key]) => key !== 'notify')
    .map(([key, value]) => `${key}=${(value as { id?: string } | null)?.id}`)
  return <p data-testid="probe">{record.join(' ')}</p>
}

export const probePlugin: Plugin = {
  name: 'probe',
  entries: [{ Component: Probe, config: { type: 'widget', zone: [...WIDGET_ZONES] as WidgetZoneName[] } }],
}

/** Renders `page` at `url` (matched by `path`) in the signed-in area's providers, with the probe plugin. */
export function renderWithProbes(page: ReactElement, path: string, url: string) {
  initTestI18n()
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [url] })
  return render(
    <Providers client={testQueryClient()}>
      <PollingProvider>
        <ExtensionsProvider registry={buildRegistry([probePlugin])}>
          <RouterProvider router={router} />
        </ExtensionsProvider>
      </PollingProvider>
    </Providers>,
  )
}

/** The probes a page drew, in page order, as "zone record", e.g. "product.details.after product=prod_1". */
export const drawnProbes = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="probe"]')].map((probe) =>
    [probe.closest('[data-widget-zone]')?.getAttribute('data-widget-zone'), probe.textContent]
      .filter(Boolean)
      .join(' '),
  )
