import { connect, migrate } from '@mercato/db'
import { buildApp } from './app'
import { ConfigError, loadConfig, usesDevelopmentSecrets } from './config'
import { inTransaction } from './context'
import { startWorker, runWorkerProcess } from './jobs'
import { startEmbeddedUpkeep } from './lib/embedded-upkeep'
import { createDemoAdmin, hasUsers, seedDemo } from './seed'
import { createUser, normalizeEmail } from './modules/users-auth'
import { findUserByEmail } from './modules/users-auth/queries'
import { hashPassword } from './http/passwords'
import { user } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { userRole } from '@mercato/domain'

const USAGE = `Usage: mercato <command> [options]

Commands:
  start                         run the server (migrates first; seeds a demo store on first start)
  migrate                       apply pending database migrations
  seed                          add the demo data (safe to run again)
  user --email E --password P   create an admin user, or set the password of an existing one
       [--role admin|member|developer]
  worker                        run batch jobs in a process of its own (PostgreSQL only; \`start\`
                                already runs a worker in-process)

Configuration comes from the environment: PORT, HOST, DATABASE_URL, REDIS_URL, JWT_SECRET,
COOKIE_SECRET, STORE_CORS, ADMIN_CORS, LOG_LEVEL (see the README).`

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`)
  if (i >= 0) return args[i + 1]
  const inline = args.find((a) => a.startsWith(`--${name}=`))
  return inline?.slice(name.length + 3)
}

export async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv
  try {
    switch (command) {
      case 'start':
        return await start()
      case 'migrate':
        return await withApp(async ({ database }) => {
          const applied = await migrate(database)
          console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date')
        }, false)
      case 'seed':
        return await withApp(async ({ ctx }) => {
          const { publishableKey } = await seedDemo(ctx)
          console.log(
            `Demo data is in place${publishableKey ? ` (publishable API key ${publishableKey})` : ''}`,
          )
        })
      case 'worker':
        await runWorkerProcess()
        return
      case 'user':
        return await withApp(async ({ ctx }) => {
          const email = option(args, 'email')
          const password = option(args, 'password')
          const role = userRole.parse(option(args, 'role') ?? 'admin')
          if (!email || !password) throw new ConfigError('user needs --email and --password')
          const existing = await findUserByEmail(ctx.db, normalizeEmail(email))
          if (existing) {
            const password_hash = await hashPassword(password)
            await inTransaction(ctx, (tx) =>
              tx.update(user).set({ password_hash, role }).where(eq(user.id, existing.id)),
            )
            console.log(`Updated the password of ${existing.email}`)
          } else {
            const created = await createUser(ctx, { email, password, role })
            console.log(`Created ${created.role} ${created.email} (${created.id})`)
          }
        })
      default:
        console.log(USAGE)
        if (command && command !== 'help' && command !== '--help') process.exitCode = 1
    }
  } catch (e) {
    if (e instanceof ConfigError || (e as { type?: string }).type) {
      console.error(`mercato: ${(e as Error).message}`)
      process.exitCode = 1
      return
    }
    throw e
  }
}

/** Opens the database and builds the app without listening, for one-off commands. */
async function withApp(
  work: (
    a: Awaited<ReturnType<typeof buildApp>> & { database: Awaited<ReturnType<typeof connect>> },
  ) => Promise<void>,
  migrateFirst = true,
) {
  const config = loadConfig()
  const database = await connect(config.databaseUrl)
  try {
    if (!migrateFirst) {
      await work({ database } as never)
      return
    }
    const built = await buildApp({ database, config, logger: false, adminDist: null })
    try {
      await work({ ...built, database })
    } finally {
      await built.app.close()
    }
  } finally {
    await database.close()
  }
}

async function start() {
  const config = loadConfig()
  const database = await connect(config.databaseUrl)
  const { app, ctx } = await buildApp({ database, config })
  if (usesDevelopmentSecrets(config)) {
    app.log.warn(
      'JWT_SECRET and COOKIE_SECRET are not set: using development secrets (refused when NODE_ENV=production)',
    )
  }
  let firstAdmin: { email: string; password: string } | null = null
  let publishableKey: string | undefined
  if (!(await hasUsers(ctx))) {
    ;({ publishableKey } = await seedDemo(ctx))
    firstAdmin = await createDemoAdmin(ctx)
  }

  // Batch jobs run in this process too; more workers can run beside it (`mercato worker`).
  const worker = startWorker(ctx)
  // The embedded database has no autovacuum of its own (lib/embedded-upkeep.ts).
  const stopUpkeep = startEmbeddedUpkeep(database, (e) => app.log.warn({ err: e }, 'database upkeep failed'))
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    // Stop accepting connections, let requests in flight finish, hand the job in hand back, then close the database.
    await app.close()
    await worker.stop()
    await stopUpkeep()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const base = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`
  const lines = [`Mercato is running at ${base}`, `Admin dashboard: ${base}/app`]
  if (publishableKey) lines.push(`Storefront publishable API key: ${publishableKey}`)
  if (firstAdmin) {
    lines.push(`Sign in with ${firstAdmin.email} / ${firstAdmin.password} (shown once; change it with`)
    lines.push(`  npx mercato user --email ${firstAdmin.email} --password <new password>)`)
  }
  console.log(`\n  ${lines.join('\n  ')}\n`)
}
