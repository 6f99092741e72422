export { registerStoreSettingsRoutes as registerStoreSettings } from './admin.routes'
export { ensureStore, syncProviders } from './service'
