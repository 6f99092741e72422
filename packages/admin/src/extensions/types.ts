import type { ComponentType } from 'react'
import type { Notify } from '../components/ui/notify'
import type { WidgetZoneName } from './zones'

export interface WidgetConfig {
  type: 'widget'
  zone: WidgetZoneName | WidgetZoneName[]
}

export interface RouteConfig {
  type: 'route'
  /** Path under /app/a/, e.g. 'reviews'. */
  path: string
  /** Shown in the sidebar when present. */
  link?: { label: string; icon?: ComponentType }
}

export interface SettingConfig {
  type: 'setting'
  /** Path under /app/a/settings/, e.g. 'loyalty'. */
  path: string
  card: { label: string; description: string; icon?: ComponentType }
}

export type ExtensionConfig = WidgetConfig | RouteConfig | SettingConfig

/** Props every extension component receives. */
export interface ExtensionProps {
  notify: Notify
}

/**
 * One entry of a plugin: a component with a config (widget, route or setting),
 * or a page (a `page` component mounted at `path`, like a route without a sidebar link).
 */
export type ExtensionEntry =
  | { Component: ComponentType<ExtensionProps>; config: ExtensionConfig }
  | { page: ComponentType<ExtensionProps>; path: string }

export interface Plugin {
  name: string
  entries: ExtensionEntry[]
}

export interface RouteExtension {
  path: string
  Component: ComponentType<ExtensionProps>
  link?: RouteConfig['link']
  plugin: string
}

export interface SettingExtension {
  path: string
  Component: ComponentType<ExtensionProps>
  card: SettingConfig['card']
  plugin: string
}

export interface WidgetExtension {
  Component: ComponentType<ExtensionProps>
  plugin: string
}

export interface ExtensionRegistry {
  routes: RouteExtension[]
  settings: SettingExtension[]
  widgets: Partial<Record<WidgetZoneName, WidgetExtension[]>>
}
