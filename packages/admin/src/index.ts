// What plugins build against: the extension contract and the pieces a widget may reuse.
export type {
  DetailRecords,
  DetailZone,
  ExtensionConfig,
  ExtensionEntry,
  ExtensionProps,
  Plugin,
  RouteConfig,
  SettingConfig,
  WidgetConfig,
  WidgetEntry,
  WidgetProps,
  ZoneRecord,
} from './extensions/types'
export { WIDGET_ZONES, type WidgetZoneName, type ZoneEntity } from './extensions/zones'
export { RESERVED_ROUTES } from './extensions/validate'
