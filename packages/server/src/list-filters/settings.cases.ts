import type { ListTable } from './cases'

// The store's set-up: users, currencies, regions and tax, price lists and groups, channels and keys,
// stock and inventory, shipping options and batch jobs.

export const SETTINGS_LISTS: ListTable = {
  '/admin/users': {
    cases: (f) => ({
      id: { query: `id=${f.extra.user.id}`, matches: (u) => u.id === f.extra.user.id },
      email: { query: 'email=grace@example.com', matches: (u) => u.email === 'grace@example.com' },
      first_name: { query: 'first_name=Grace', matches: (u) => u.first_name === 'Grace' },
      last_name: { query: 'last_name=Hopper', matches: (u) => u.last_name === 'Hopper' },
    }),
  },
  '/admin/currencies': {
    cases: () => ({
      code: { query: 'code=eur', matches: (c) => c.code === 'eur' },
      includes_tax: { query: 'includes_tax=true', matches: (c) => c.code === 'eur' },
    }),
  },
  '/admin/regions': { cases: () => ({}) },
  '/store/regions': { cases: () => ({}) },
  '/admin/tax-rates': {
    cases: (f) => ({
      name: { query: 'name=Standard rate', matches: (t) => t.id === f.extra.taxRate.id },
      region_id: {
        query: `region_id=${f.regions.northAmerica}`,
        matches: (t) => t.region_id === f.regions.northAmerica,
      },
      code: { query: 'code=standard', matches: (t) => t.code === 'standard' },
      rate: { query: 'rate[gt]=10', matches: (t) => t.rate > 10 },
    }),
  },
  '/admin/price-lists': {
    cases: (f) => ({
      id: { query: `id=${f.priceList.id}`, matches: (p) => p.id === f.priceList.id },
      status: { query: 'status=draft', matches: (p) => p.status === 'draft' },
      // A Mercato extension: where a list stands by its status and dates, as the dashboard says it.
      standing: {
        query: 'standing=active',
        matches: (p) =>
          p.status === 'active' &&
          (!p.starts_at || new Date(p.starts_at).getTime() < Date.now()) &&
          (!p.ends_at || new Date(p.ends_at).getTime() > Date.now()),
      },
      name: { query: 'name=Members only', matches: (p) => p.name === 'Members only' },
      customer_groups: {
        query: `customer_groups=${f.group}`,
        matches: (p) => p.id === f.extra.memberPriceList.id,
      },
      type: { query: 'type=override', matches: (p) => p.type === 'override' },
    }),
  },
  '/admin/customer-groups': {
    cases: (f) => ({
      id: { query: `id=${f.group}`, matches: (g) => g.id === f.group },
      name: { query: 'name=Wholesale', matches: (g) => g.id === f.extra.wholesale },
    }),
  },
  '/admin/sales-channels': {
    cases: (f) => ({
      id: { query: `id=${f.outletChannel}`, matches: (c) => c.id === f.outletChannel },
      name: { query: 'name=Outlet', matches: (c) => c.name === 'Outlet' },
      description: { query: 'description=Last season', matches: (c) => c.id === f.outletChannel },
    }),
  },
  '/admin/publishable-api-keys': { cases: () => ({}) },
  '/admin/stock-locations': {
    cases: (f) => ({
      id: { query: `id=${f.extra.depot}`, matches: (l) => l.id === f.extra.depot },
      name: { query: 'name=Overflow Depot', matches: (l) => l.id === f.extra.depot },
    }),
  },
  '/admin/inventory-items': {
    cases: (f) => {
      const item = f.extra.describedItem
      const only = (query: string) => ({ query, matches: (i: { id: string }) => i.id === item.id })
      return {
        id: only(`id=${item.id}`),
        location_id: only(`location_id=${f.extra.depot}`),
        sku: only(`sku=${item.sku}`),
        origin_country: only('origin_country=pt'),
        mid_code: only('mid_code=PTMID01'),
        material: only('material=Organic cotton'),
        hs_code: only('hs_code=610910'),
        weight: only('weight=210'),
        length: only('length[gte]=30'),
        height: only('height=2'),
        width: only('width[lt]=26'),
        requires_shipping: only('requires_shipping=false'),
        // At most nine available over all locations.
        low_stock: {
          query: 'low_stock=9',
          matches: (i) =>
            i.location_levels.reduce(
              (n: number, l: { available_quantity: number }) => n + l.available_quantity,
              0,
            ) <= 9,
        },
      }
    },
  },
  '/admin/shipping-options': {
    cases: (f) => {
      const option = f.extra.adminOnlyOption
      return {
        id: { query: `id=${option.id}`, matches: (o) => o.id === option.id },
        name: { query: `name=${encodeURIComponent(option.name)}`, matches: (o) => o.name === option.name },
        region_id: {
          query: `region_id=${f.regions.europe}`,
          matches: (o) => o.region_id === f.regions.europe,
        },
        is_return: { query: 'is_return=true', matches: (o) => o.is_return === true },
        admin_only: { query: 'admin_only=true', matches: (o) => o.id === option.id },
      }
    },
  },
  '/admin/batch-jobs': {
    cases: (f) => {
      const { canceled, failed, done } = f.extra.batchJobs
      const before = 'lt]=2999-01-01T00:00:00Z'
      return {
        id: { query: `id=${done.id}`, matches: (j) => j.id === done.id },
        type: { query: 'type=product-import', matches: (j) => j.id === failed.id },
        confirmed_at: { query: `confirmed_at[${before}`, matches: (j) => j.id === done.id },
        pre_processed_at: { query: `pre_processed_at[${before}`, matches: (j) => j.id === done.id },
        completed_at: { query: `completed_at[${before}`, matches: (j) => j.id === done.id },
        failed_at: { query: `failed_at[${before}`, matches: (j) => j.id === failed.id },
        canceled_at: { query: `canceled_at[${before}`, matches: (j) => j.id === canceled.id },
      }
    },
  },
}
