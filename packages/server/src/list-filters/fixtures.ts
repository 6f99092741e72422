import { expect } from 'vitest'
import { ok } from '../modules/carts/test-client'
import { type DemoStore, openDemoStore, placeOrder } from '../testing/demo-store'

// The demo store plus the rows a filter needs to have something to tell apart: a second row that
// differs from the first on each filtered column (a second user, tax rate, price list, group, stock
// location; an order that is completed and another still open; returns, a swap, order edits, draft
// orders, notes, batch jobs, a revoked key, a gift card, a resent notification).

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the tests
type Json = any

export interface FilterStore extends DemoStore {
  extra: {
    user: Json
    category: Json
    taxRate: Json
    memberPriceList: Json
    wholesale: string
    depot: string
    /** An inventory item with every physical attribute set and a level at the depot. */
    describedItem: Json
    depotReservation: Json
    adminOnlyOption: Json
    /** The member's second order: in Europe, still open (its reservations held). */
    openOrder: Json
    /** The member's first order, captured, fulfilled, returned and completed. */
    completedOrder: Json
    receivedReturn: Json
    swap: Json
    edits: { open: Json; guest: Json }
    drafts: { open: Json; completed: Json }
    notes: { order: Json; customer: Json }
    batchJobs: { canceled: Json; failed: Json; done: Json }
    revokedKey: Json
    /** A code made from the dynamic discount. */
    dynamicCode: Json
    giftCard: Json
    resentNotification: Json
    europeCart: Json
    /** The payment collection of the requested order edit. */
    paymentCollection: string
    /** The tee as it is after the fixtures' changes. */
    teeNow: Json
    /** The products the demo sale prices. */
    saleProducts: Json[]
    /** One of them, taken back to draft. */
    draftedSaleProduct: Json
  }
}

export async function openFilterStore(): Promise<FilterStore> {
  const d = await openDemoStore()
  const { admin, member, tee } = d
  const post = (url: string, body: unknown = {}) => ok(admin, 'POST', url, body)

  const { user } = await post('/admin/users', {
    email: 'grace@example.com',
    password: 'grace-password-1',
    first_name: 'Grace',
    last_name: 'Hopper',
  })
  await post('/admin/currencies/eur', { includes_tax: true })
  await post(`/admin/products/${tee.id}/variants/${tee.variants[0].id}`, { allow_backorder: true })
  await post(`/admin/products/${tee.id}/variants/${tee.variants[1].id}`, { manage_inventory: false })
  const { product_category: category } = await post('/admin/product-categories', {
    name: 'Archive',
    is_internal: true,
    is_active: false,
  })
  const { tax_rate: taxRate } = await post('/admin/tax-rates', {
    code: 'standard',
    name: 'Standard rate',
    region_id: d.regions.northAmerica,
    rate: 12,
  })
  const { customer_group: wholesale } = await post('/admin/customer-groups', { name: 'Wholesale' })
  for (const group of [wholesale.id, d.group])
    await post(`/admin/customer-groups/${group}/customers/batch`, {
      customer_ids: [{ id: d.customers.guest }],
    })
  const { price_list: memberPriceList } = await post('/admin/price-lists', {
    name: 'Members only',
    description: 'Prices for members',
    type: 'override',
    status: 'active',
    customer_groups: [{ id: d.group }],
    prices: [{ variant_id: tee.variants[0].id, currency_code: 'eur', amount: 1234 }],
  })
  await post('/admin/price-lists', {
    name: 'Winter preview',
    description: 'Not yet',
    type: 'sale',
    status: 'draft',
    prices: [],
  })
  await post(`/admin/sales-channels/${d.outletChannel}`, { description: 'Last season' })

  const { stock_location: depot } = await post('/admin/stock-locations', { name: 'Overflow Depot' })
  const itemId = d.manualReservation.inventory_item_id
  await post(`/admin/inventory-items/${itemId}/location-levels`, {
    location_id: depot.id,
    stocked_quantity: 5,
  })
  const { reservation: depotReservation } = await post('/admin/reservations', {
    inventory_item_id: itemId,
    location_id: depot.id,
    quantity: 1,
  })
  const { inventory_item: describedItem } = await post(`/admin/inventory-items/${itemId}`, {
    origin_country: 'pt',
    mid_code: 'PTMID01',
    material: 'Organic cotton',
    hs_code: '610910',
    weight: 210,
    length: 30,
    height: 2,
    width: 25,
    requires_shipping: false,
  })

  // The member's first order runs to completion with a return; a second one stays open.
  const completedId = d.orders.member.id
  await post(`/admin/orders/${completedId}/capture`)
  await post(`/admin/orders/${completedId}/fulfillment`, {
    items: [{ item_id: d.orders.member.items[0].id, quantity: 1 }],
  })
  const { order: returned } = await post(`/admin/orders/${completedId}/return`, {
    items: [{ item_id: d.orders.member.items[0].id, quantity: 1 }],
    receive_now: true,
  })
  const receivedReturn = returned.returns[0]
  const { order: completedOrder } = await post(`/admin/orders/${completedId}/complete`)
  const openOrder = await placeOrder(
    member,
    d.regions.europe,
    tee.variants[3].id,
    'de',
    'member.work@example.com',
  )

  const { order: swapped } = await post(`/admin/orders/${d.orders.guest.id}/swaps`, {
    return_items: [{ item_id: d.orders.guest.items[0].id, quantity: 1 }],
    additional_items: [{ variant_id: tee.variants[4].id, quantity: 1 }],
  })
  const swap = swapped.swaps[0]
  const { order_edit: openEdit } = await post('/admin/order-edits', { order_id: openOrder.id })
  // An added item leaves a difference to pay: requesting the edit opens a payment collection.
  await post(`/admin/order-edits/${openEdit.id}/items`, { variant_id: tee.variants[5].id, quantity: 1 })
  const { order_edit: requested } = await post(`/admin/order-edits/${openEdit.id}/request`)
  const { order_edit: guestEdit } = await post('/admin/order-edits', {
    order_id: d.orders.guest.id,
    internal_note: 'Address check',
  })

  const { shipping_options } = await ok(
    admin,
    'GET',
    `/admin/shipping-options?region_id=${d.regions.northAmerica}`,
  )
  const naOption = shipping_options.find((o: Json) => !o.is_return)
  const draft = async () =>
    (
      await post('/admin/draft-orders', {
        region_id: d.regions.northAmerica,
        email: 'draft@example.com',
        items: [{ variant_id: tee.variants[2].id, quantity: 1 }],
        shipping_methods: [{ option_id: naOption.id }],
        shipping_address: {
          first_name: 'Dee',
          last_name: 'Raft',
          address_1: '2 Side St',
          city: 'Austin',
          country_code: 'us',
          postal_code: '73301',
        },
      })
    ).draft_order
  const openDraft = await draft()
  const paidDraft = await draft()
  await post(`/admin/draft-orders/${paidDraft.id}/pay`)
  const completedDraft = (await ok(admin, 'GET', `/admin/draft-orders/${paidDraft.id}`)).draft_order

  const japanOption = (await ok(admin, 'GET', '/admin/shipping-options')).shipping_options.find(
    (o: Json) => !o.is_return && o.region_id !== d.regions.northAmerica && o.region_id !== d.regions.europe,
  )
  const { shipping_option: adminOnlyOption } = await post(`/admin/shipping-options/${japanOption.id}`, {
    admin_only: true,
  })

  const orderNote = (
    await post('/admin/notes', { resource_id: d.orders.guest.id, resource_type: 'order', value: 'Gift wrap' })
  ).note
  const customerNote = (
    await post('/admin/notes', { resource_id: d.customers.member, resource_type: 'customer', value: 'VIP' })
  ).note

  const exportJob = async () => {
    const res = await admin('POST', '/admin/batch-jobs', {
      type: 'product-export',
      context: {},
      dry_run: true,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.batch_job
  }
  const canceledJob = await exportJob()
  await post(`/admin/batch-jobs/${canceledJob.id}/cancel`)
  // The test app runs no worker: the list only reads these columns, so a job's progress is set directly.
  const settle = async (set: string) => {
    const job = await exportJob()
    await d.t.database.query(`UPDATE batch_job SET ${set} WHERE id = $1`, [job.id])
    return (await ok(admin, 'GET', `/admin/batch-jobs/${job.id}`)).batch_job
  }
  const done = await settle('pre_processed_at = now(), confirmed_at = now(), completed_at = now()')
  const failed = await settle("type = 'product-import', failed_at = now()")

  await post(`/admin/discounts/${d.discounts.disabledDynamic}/dynamic-codes`, { code: 'WELCOME-ADA' })
  const dynamicCode = (await ok(admin, 'GET', '/admin/discounts/code/WELCOME-ADA')).discount
  await post('/admin/return-reasons', { value: 'too_small', label: 'Too small' })
  const { publishable_api_key: key } = await post('/admin/publishable-api-keys', { title: 'Old key' })
  const { publishable_api_key: revokedKey } = await post(`/admin/publishable-api-keys/${key.id}/revoke`)
  const { gift_card: giftCard } = await post('/admin/gift-cards', {
    value: 2500,
    region_id: d.regions.europe,
  })
  await post('/admin/gift-cards', { value: 1000, region_id: d.regions.northAmerica })
  const { cart: europeCart } = await ok(d.shop, 'POST', '/store/carts', { region_id: d.regions.europe })
  const teeNow = (await ok(admin, 'GET', `/admin/products/${tee.id}`)).product
  const saleProducts = (await ok(admin, 'GET', `/admin/products?price_list_id=${d.priceList.id}&limit=500`))
    .products
  const draftedSaleProduct = saleProducts.find((p: Json) => p.id !== tee.id && p.id !== d.outletProduct)
  await post(`/admin/products/${draftedSaleProduct.id}`, { status: 'draft' })
  // Last, as a key with two channels can no longer create carts: the storefront's key reaches the
  // outlet too, so a store list can be narrowed to it.
  await post(`/admin/publishable-api-keys/${d.publishableKey}/sales-channels/batch`, {
    sales_channel_ids: [{ id: d.outletChannel }],
  })
  const { notifications } = await ok(admin, 'GET', '/admin/notifications')
  const { notification: resentNotification } = await post(
    `/admin/notifications/${notifications[0].id}/resend`,
  )
  expect(resentNotification.id).toBeTruthy()

  return {
    ...d,
    extra: {
      user,
      category,
      taxRate,
      memberPriceList,
      wholesale: wholesale.id,
      depot: depot.id,
      describedItem,
      depotReservation,
      adminOnlyOption,
      openOrder,
      completedOrder,
      receivedReturn,
      swap,
      edits: { open: openEdit, guest: guestEdit },
      drafts: { open: openDraft, completed: completedDraft },
      notes: { order: orderNote, customer: customerNote },
      batchJobs: { canceled: canceledJob, failed, done },
      revokedKey,
      dynamicCode,
      giftCard,
      resentNotification,
      europeCart,
      paymentCollection: requested.payment_collection_id,
      teeNow,
      saleProducts,
      draftedSaleProduct,
    },
  }
}
