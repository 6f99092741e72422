// A worker in a process of its own, for the crash test: `node --import tsx child-worker.ts`.
// Env: DATABASE_URL, MERCATO_TEST_SCHEMA, UPLOADS_DIR, WORKER_ID, LEASE_MS, IMPORT_BATCH_ROWS.
import { connect } from '@mercato/db'
import { loadConfig } from '../../config'
import { importTuning } from '../product-import'
import { runWorkerProcess } from '../process'

const env = process.env
const database = await connect(env.DATABASE_URL!, { schema: env.MERCATO_TEST_SCHEMA, poolSize: 3 })
const config = { ...loadConfig({ ...env, NODE_ENV: 'test' }), logLevel: 'warn' }
importTuning.batchRows = Number(env.IMPORT_BATCH_ROWS ?? 1000)
const { shutdown } = await runWorkerProcess({
  config,
  database,
  workerId: env.WORKER_ID,
  leaseMs: Number(env.LEASE_MS ?? 1500),
  pollMs: 50,
  handleSignals: false,
})
process.once('SIGTERM', () => {
  shutdown()
    .then(() => database.close())
    .then(() => process.exit(0))
})
console.log(`worker ${env.WORKER_ID} ready`)
