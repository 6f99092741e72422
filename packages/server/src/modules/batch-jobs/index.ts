export { registerBatchJobRoutes as registerBatchJobs } from './admin.routes'
export { batchJobStatus } from './status'
export type { BatchJobStatus } from './status'
