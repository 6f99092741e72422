import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import pricing from '../../../public/locales/en/pricing.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../test/utils'
import { CreatePriceListModal, EditPriceListModal } from './price-list-form-modal'

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'pricing', pricing)
})

const region = (id: string, includes_tax: boolean) => ({ id, name: id, currency_code: 'eur', includes_tax })

/** The store's regions, no customer groups; a saved list echoes back. Returns the call log. */
function store(regions: ReturnType<typeof region>[]) {
  return mockFetch((url, init) => {
    if (url.pathname === '/admin/regions')
      return { body: { regions, count: regions.length, offset: 0, limit: 200 } }
    if (url.pathname === '/admin/customer-groups')
      return { body: { customer_groups: [], count: 0, offset: 0, limit: 100 } }
    if (url.pathname.startsWith('/admin/price-lists') && init.method === 'POST')
      return { body: { price_list: { id: 'pl_1', ...JSON.parse(String(init.body)) } } }
    return undefined
  })
}

const taxSwitch = () => screen.getByRole('switch', { name: pricing.tax.label })
const mixedHint = () => screen.queryByText(pricing.tax.mixedHint, { exact: false })
/** The switch once the regions are in (saving waits for them). */
async function settled() {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: pricing.save }).hasAttribute('disabled')).toBe(false),
  )
  return taxSwitch()
}
const sent = async (calls: ReturnType<typeof mockFetch>) => {
  await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true))
  return JSON.parse(String(calls.find((c) => c.init.method === 'POST')?.init.body))
}
const save = () => fireEvent.click(screen.getByRole('button', { name: pricing.save }))
const name = (value: string) =>
  fireEvent.change(screen.getByLabelText(pricing.fields.name, { exact: false }), { target: { value } })

describe('price list tax switch', () => {
  it('is on for a new list when every region prices with tax, and sends that', async () => {
    const calls = store([region('de', true), region('fr', true)])
    renderWithProviders(<CreatePriceListModal onClose={() => {}} />)
    expect((await settled()).getAttribute('aria-checked')).toBe('true')
    expect(mixedHint()).toBeNull()
    name('Summer')
    save()
    expect(await sent(calls)).toMatchObject({ name: 'Summer', includes_tax: true, prices: [] })
  })

  it('is off when no region prices with tax', async () => {
    const calls = store([region('us', false)])
    renderWithProviders(<CreatePriceListModal onClose={() => {}} />)
    expect((await settled()).getAttribute('aria-checked')).toBe('false')
    expect(mixedHint()).toBeNull()
    name('Summer')
    save()
    expect(await sent(calls)).toMatchObject({ includes_tax: false })
  })

  it('is off in a mixed store and says to make one list per kind; staff may turn it on', async () => {
    const calls = store([region('de', true), region('us', false)])
    renderWithProviders(<CreatePriceListModal onClose={() => {}} />)
    expect((await settled()).getAttribute('aria-checked')).toBe('false')
    expect(mixedHint()).not.toBeNull()
    fireEvent.click(taxSwitch())
    name('EU sale')
    save()
    expect(await sent(calls)).toMatchObject({ includes_tax: true })
  })

  it('edits the list’s own setting, whatever the regions', async () => {
    const calls = store([region('de', true)])
    const list = {
      id: 'pl_1',
      name: 'VIP',
      description: '',
      type: 'sale',
      status: 'active',
      includes_tax: true,
    }
    renderWithProviders(<EditPriceListModal list={list as never} onClose={() => {}} />)
    const toggle = await settled()
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(toggle)
    save()
    const body = await sent(calls)
    expect(body).toMatchObject({ name: 'VIP', includes_tax: false })
    expect(calls.find((c) => c.init.method === 'POST')?.url.pathname).toBe('/admin/price-lists/pl_1')
  })
})
