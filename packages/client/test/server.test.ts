import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, recordEvents, startTestApp } from '../../server/src/testing/harness'
import Mercato, { ClientError } from '../src/index'

// The client against a real server on a real port: the calls the dashboard and storefronts make.
let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await startTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t.close())

describe('@mercato/client against the server', () => {
  it('signs an admin in with a token and runs the main admin calls', async () => {
    const admin = await createAdmin(t)
    const client = new Mercato({ baseUrl })
    const { access_token } = await client.admin.auth.getToken({
      email: admin.email,
      password: admin.password,
    })
    expect(access_token).toBeTruthy()
    expect((await client.admin.auth.getSession()).user.email).toBe(admin.email)

    const store = await client.admin.store.retrieve()
    expect(store.store.feature_flags.length).toBeGreaterThan(0)
    expect((await client.admin.store.addCurrency('eur')).store.currencies?.map((c) => c.code)).toContain(
      'eur',
    )

    const created = await client.admin.users.create({
      email: 'clerk@example.com',
      password: 'clerk-password-1',
      role: 'member',
    })
    const users = await client.admin.users.list({ q: 'clerk' })
    expect(users.users.map((u) => u.id)).toEqual([created.user.id])
    expect((await client.admin.users.update(created.user.id, { first_name: 'Cleo' })).user.first_name).toBe(
      'Cleo',
    )
    expect((await client.admin.users.delete(created.user.id)).deleted).toBe(true)

    const events = recordEvents(t, 'invite.created')
    await client.admin.invites.create({ user: 'joiner@example.com', role: 'developer' })
    const invites = await client.admin.invites.list()
    expect(invites.invites.map((i) => i.user_email)).toContain('joiner@example.com')
    await t.ctx.events.idle()
    const anonymous = new Mercato({ baseUrl })
    await anonymous.admin.invites.accept({
      token: events[0]!.data.token,
      user: { first_name: 'Jo', last_name: 'In', password: 'joiner-password-1' },
    })
    const jo = new Mercato({ baseUrl })
    await jo.admin.auth.getToken({ email: 'joiner@example.com', password: 'joiner-password-1' })
    expect((await jo.admin.auth.getSession()).user.role).toBe('developer')

    const customers = await client.admin.customers.list()
    expect(customers).toMatchObject({ offset: 0, limit: 50 })
  })

  it('reports server errors with status, type and message', async () => {
    const client = new Mercato({ baseUrl })
    const err = await client.admin.users.list().catch((e) => e)
    expect(err).toBeInstanceOf(ClientError)
    expect(err).toMatchObject({ status: 401, type: 'unauthorized', message: 'Unauthorized' })
  })

  it('registers a shopper, signs in with a token and manages addresses', async () => {
    const client = new Mercato({ baseUrl })
    await client.customers.create({
      email: 'shopper@example.com',
      password: 'shopper-password',
      first_name: 'S',
      last_name: 'P',
    })
    await client.auth.getToken({ email: 'shopper@example.com', password: 'shopper-password' })
    const { customer } = await client.customers.addresses.addAddress({
      address: {
        first_name: 'S',
        last_name: 'P',
        address_1: '1 Main St',
        city: 'Oslo',
        country_code: 'no',
        postal_code: '0150',
      },
    })
    expect(customer.shipping_addresses?.map((a) => a.city)).toEqual(['Oslo'])
    expect((await client.auth.exists('shopper@example.com')).exists).toBe(true)
  })
})
