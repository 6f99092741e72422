// What plugins build against: the extension contract and the pieces a widget may reuse.
export type {
  ExtensionConfig,
  ExtensionEntry,
  ExtensionProps,
  Plugin,
  RouteConfig,
  SettingConfig,
  WidgetConfig,
} from './extensions/types'
export { WIDGET_ZONES, type WidgetZoneName } from './extensions/zones'
export { RESERVED_ROUTES } from './extensions/validate'
