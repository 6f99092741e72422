export * from './columns'
export * from './foundation'
