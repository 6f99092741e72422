// @vitest-environment happy-dom
import { Mercato } from '@mercato/client'
import { act, render, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../server/src/testing/harness'
import { MercatoProvider, useAdminCreateProduct, useAdminProducts, useProducts } from '../src/index'

// The DOM environment's fetch applies browser rules: the server must allow this page's origin (CORS).
const origin = window.location.origin

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await startTestApp({ adminCors: origin, storeCors: origin })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t?.close())

const seen: {
  count?: number
  titles?: string[]
  store?: string[]
  create?: ReturnType<typeof useAdminCreateProduct>
} = {}

/** Renders nothing; records what the hooks return. */
function Probe() {
  const list = useAdminProducts({ limit: 10 })
  const storeList = useProducts({ limit: 10 })
  const create = useAdminCreateProduct()
  seen.count = list.count
  seen.titles = list.products?.map((p) => p.title)
  seen.store = storeList.products?.map((p) => p.title)
  seen.create = create
  return null
}

describe('hooks against a real server', () => {
  it('useAdminProducts refreshes by itself after useAdminCreateProduct succeeds', async () => {
    const admin = await createAdmin(t)
    const client = new Mercato({ baseUrl })
    await client.admin.auth.getToken({ email: admin.email, password: admin.password })

    render(
      <MercatoProvider client={client}>
        <Probe />
      </MercatoProvider>,
    )
    await waitFor(() => expect(seen.count).toBe(0))
    await waitFor(() => expect(seen.store).toEqual([]))
    await act(async () => {
      await seen.create!.mutateAsync({
        title: 'Hook Hoodie',
        status: 'published',
        is_giftcard: false,
        discountable: true,
      })
    })
    // The mutation invalidated the admin list: it refetches without being asked.
    await waitFor(() => expect(seen.titles).toEqual(['Hook Hoodie']))
    expect(seen.count).toBe(1)
  })
})
