// Batch jobs in the background: `startWorker(ctx)` in the server process (what `mercato start` runs),
// `runWorkerProcess()` for a process that only runs jobs (`mercato worker`, PostgreSQL only).
export { type Worker, type WorkerOptions, claimJob, startWorker } from './worker'
export { type WorkerProcess, createWorkerContext, runWorkerProcess } from './process'
export { knownJobTypes, strategyFor } from './strategies'
export type { BatchJobStrategy, JobRuntime } from './types'
