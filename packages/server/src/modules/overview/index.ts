export { registerOverview } from './admin.routes'
export type { CurrencyOverview, PeriodFigures, StoreOverview } from './service'
