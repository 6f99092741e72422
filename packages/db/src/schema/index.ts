export * from './columns'
export * from './foundation'
export * from './catalog'
export * from './customers'
