import { Component, type ErrorInfo, type ReactNode } from 'react'
import { notify } from '../components/ui/notify'
import { createStrictContext, useStrictContext } from '../lib/strict-context'
import type { ExtensionRegistry, RouteExtension, SettingExtension, ZoneRecord } from './types'
import type { WidgetZoneName } from './zones'

const RouteRegistry = createStrictContext<RouteExtension[]>('RouteRegistry')
const SettingRegistry = createStrictContext<SettingExtension[]>('SettingRegistry')
const WidgetRegistry = createStrictContext<ExtensionRegistry['widgets']>('WidgetRegistry')
export const useRouteRegistry = () => useStrictContext(RouteRegistry)
export const useSettingRegistry = () => useStrictContext(SettingRegistry)
export const useWidgetRegistry = () => useStrictContext(WidgetRegistry)

export function ExtensionsProvider({
  registry,
  children,
}: {
  registry: ExtensionRegistry
  children: ReactNode
}) {
  return (
    <RouteRegistry.Provider value={registry.routes}>
      <SettingRegistry.Provider value={registry.settings}>
        <WidgetRegistry.Provider value={registry.widgets}>{children}</WidgetRegistry.Provider>
      </SettingRegistry.Provider>
    </RouteRegistry.Provider>
  )
}

/** A broken plugin must not take the page down with it. */
export class ExtensionBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Extension ${this.props.name} failed`, error, info.componentStack)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Renders the widgets registered for one zone, in registration order. A detail zone also takes the
 * page's record (e.g. `product={product}` on `product.details.*`) and hands it to every widget.
 */
export function WidgetZone<Z extends WidgetZoneName>({ name, ...record }: { name: Z } & ZoneRecord<Z>) {
  const widgets = useWidgetRegistry()[name] ?? []
  if (!widgets.length) return null
  return (
    <div data-widget-zone={name} className="flex flex-col gap-4">
      {widgets.map(({ Component: Widget, plugin }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a plugin may add several widgets to one zone.
        <ExtensionBoundary key={`${plugin}-${i}`} name={plugin}>
          <Widget {...(record as Record<string, unknown>)} notify={notify} />
        </ExtensionBoundary>
      ))}
    </div>
  )
}
