export * from './ids'
export * from './errors'
export * from './money'
export * from './users'
