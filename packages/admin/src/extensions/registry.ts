import type {
  ExtensionEntry,
  ExtensionRegistry,
  Plugin,
  RouteExtension,
  WidgetEntry,
  WidgetExtension,
} from './types'
import { entryKind, validateRoutePath, validateSettingPath } from './validate'
import { isWidgetZone } from './zones'

type PageEntry = Extract<ExtensionEntry, { page: unknown }>
type ScreenEntry = Exclude<ExtensionEntry, PageEntry | WidgetEntry>

/** Validates every plugin entry and sorts it into routes, settings pages (by path) and widget zones. */
export function buildRegistry(plugins: Plugin[]): ExtensionRegistry {
  const registry: ExtensionRegistry = { routes: [], settings: [], widgets: {} }
  const seen = new Map<string, string>()
  const claim = (key: string, plugin: string) => {
    const owner = seen.get(key)
    if (owner) throw new Error(`Extension path "${key}" of ${plugin} is already registered by ${owner}`)
    seen.set(key, plugin)
  }

  for (const plugin of plugins) {
    for (const entry of plugin.entries) {
      const kind = entryKind(entry)
      if (kind === 'page') {
        const page = entry as PageEntry
        const path = validateRoutePath(page.path)
        claim(`route:${path}`, plugin.name)
        registry.routes.push({ path, Component: page.page, plugin: plugin.name })
        continue
      }
      if (kind === 'widget') {
        const { Component, config } = entry as WidgetEntry
        const zones: string[] = Array.isArray(config.zone) ? config.zone : [config.zone]
        for (const zone of zones) {
          if (!isWidgetZone(zone)) throw new Error(`Widget zone "${zone}" of ${plugin.name} does not exist`)
          // Typed per zone family in WidgetEntry; each zone hands it the record that type names.
          const widget: WidgetExtension = {
            Component: Component as WidgetExtension['Component'],
            plugin: plugin.name,
          }
          registry.widgets[zone] = [...(registry.widgets[zone] ?? []), widget]
        }
        continue
      }
      const { Component, config } = entry as ScreenEntry
      if (config.type === 'route') {
        const path = validateRoutePath(config.path)
        claim(`route:${path}`, plugin.name)
        const route: RouteExtension = { path, Component, plugin: plugin.name }
        if (config.link) route.link = config.link
        registry.routes.push(route)
      } else {
        const path = validateSettingPath(config.path)
        claim(`setting:${path}`, plugin.name)
        registry.settings.push({ path, Component, card: config.card, plugin: plugin.name })
      }
    }
  }
  registry.settings.sort((a, b) => a.path.localeCompare(b.path))
  return registry
}
