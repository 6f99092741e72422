import { type Database, connect, isPostgresUrl, migrate } from '@mercato/db'
import Fastify from 'fastify'
import { type Config, ConfigError, loadConfig } from '../config'
import type { AppContext } from '../context'
import { createEventBus } from '../events/create'
import { MemoryAttemptCounter } from '../http/rate-limit'
import { type Worker, type WorkerOptions, startWorker } from './worker'

/** An AppContext without an HTTP server, for a process that only runs jobs. */
export function createWorkerContext(database: Database, config: Config): AppContext {
  // Fastify's logger (pino) with the server's settings, without starting a server.
  const log = Fastify({ logger: { level: config.logLevel } }).log
  // Sign-in attempts are never counted here; the context just needs a counter.
  return {
    database,
    db: database.db,
    config,
    events: createEventBus(config.redisUrl, log, { database }),
    log,
    attempts: new MemoryAttemptCounter(60_000),
  }
}

export interface WorkerProcess {
  worker: Worker
  ctx: AppContext
  /** Stops the worker (handing its job back) and closes the database. */
  shutdown(): Promise<void>
}

/**
 * `mercato worker`: runs batch jobs in a process of its own beside any number of API processes.
 * Needs PostgreSQL: the embedded database belongs to one process, which then runs the worker itself.
 * Stops cleanly on SIGINT/SIGTERM (the job in hand is released and resumed by another worker).
 */
export async function runWorkerProcess(
  options: WorkerOptions & { config?: Config; database?: Database; handleSignals?: boolean } = {},
): Promise<WorkerProcess> {
  const config = options.config ?? loadConfig()
  if (!options.database && !isPostgresUrl(config.databaseUrl)) {
    throw new ConfigError(
      'A separate worker process needs PostgreSQL (DATABASE_URL=postgres://…); with the embedded database, `mercato start` runs the worker itself.',
    )
  }
  const database = options.database ?? (await connect(config.databaseUrl))
  await migrate(database)
  const ctx = createWorkerContext(database, config)
  const worker = startWorker(ctx, options)
  ctx.log.info({ workerId: worker.workerId }, 'batch job worker started')
  let closing: Promise<void> | null = null
  const shutdown = () => {
    closing ??= (async () => {
      await worker.stop()
      await ctx.events.close()
      if (!options.database) await database.close()
    })()
    return closing
  }
  if (options.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      ctx.log.info({ signal }, 'stopping the batch job worker')
      shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    }
    process.once('SIGINT', onSignal)
    process.once('SIGTERM', onSignal)
  }
  return { worker, ctx, shutdown }
}
