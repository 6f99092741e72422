// The server side of `npm run bench -- soak`, in a process of its own so that its RSS is the
// server's alone. Started by bench/soak.ts over IPC; not meant to be run by hand.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import { createUser, issueAdminToken } from '../packages/server/src/modules/users-auth/service'
import { seedDemo } from '../packages/server/src/seed'
import { openBenchDatabase } from './lib'

const { database, dispose } = await openBenchDatabase(process.env.SOAK_DATABASE_URL ?? 'memory://')
const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
const { app, ctx } = await buildApp({ database, config, logger: false, adminDist: null })
const { publishableKey } = await seedDemo(ctx)
const admin = await createUser(ctx, { email: 'soak@example.com', password: 'soak-password', role: 'admin' })
await app.listen({ port: 0, host: '127.0.0.1' })

const send = (message: unknown) => process.send!(message)
send({
  type: 'ready',
  port: (app.server.address() as AddressInfo).port,
  engine: database.engine,
  publishableKey,
  adminToken: issueAdminToken(ctx, admin.id),
})
process.on('message', async (m: { type: string }) => {
  if (m.type === 'rss') send({ type: 'rss', rss: process.memoryUsage().rss })
  if (m.type === 'stop') {
    await app.close()
    await dispose()
    process.exit(0)
  }
})
