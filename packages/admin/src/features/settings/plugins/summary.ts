import { buildRegistry } from '../../../extensions/registry'
import type { Plugin } from '../../../extensions/types'
import type { WidgetZoneName } from '../../../extensions/zones'

/** What one installed plugin adds to the dashboard, for the read-only plugins page. */
export interface PluginSummary {
  name: string
  /** Pages under /app/a/, with the sidebar label when the plugin gives one. */
  routes: { path: string; label?: string }[]
  /** Settings pages under /app/a/settings/, with their card's label. */
  settings: { path: string; label: string }[]
  /** Widget zones, each with how many widgets the plugin puts there. */
  widgets: { zone: WidgetZoneName; count: number }[]
}

/** Each plugin's routes, settings pages and widgets per zone, in installation order. */
export function pluginSummaries(plugins: Plugin[]): PluginSummary[] {
  return plugins.map((plugin) => {
    const own = buildRegistry([plugin])
    return {
      name: plugin.name,
      routes: own.routes.map((r) => (r.link ? { path: r.path, label: r.link.label } : { path: r.path })),
      settings: own.settings.map((s) => ({ path: s.path, label: s.card.label })),
      widgets: Object.entries(own.widgets).map(([zone, list]) => ({
        zone: zone as WidgetZoneName,
        count: list?.length ?? 0,
      })),
    }
  })
}
