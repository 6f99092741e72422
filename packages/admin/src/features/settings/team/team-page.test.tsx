import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import setup from '../../../../public/locales/en/setup.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import TeamPage from './team-page'

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'setup', setup)
})

const admin = { id: 'usr_1', email: 'ada@mercato.dev', role: 'admin', metadata: { locale: 'en' } }
const mia = {
  id: 'usr_2',
  email: 'mia@mercato.dev',
  role: 'member',
  metadata: { locale: 'en', areas: ['orders'] },
}
const dev = {
  id: 'usr_3',
  email: 'dan@mercato.dev',
  role: 'developer',
  metadata: { locale: 'en', areas: [] },
}
const joe = {
  id: 'usr_4',
  email: 'joe@mercato.dev',
  role: 'member',
  metadata: { locale: 'en', withheld: ['refunds'] },
}
const invite = {
  id: 'inv_1',
  user_email: 'ivy@mercato.dev',
  role: 'member',
  accepted: false,
  expires_at: '2999-01-01T00:00:00Z',
  metadata: { locale: 'en', areas: ['products', 'gift_cards'] },
}

function visit() {
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/auth') return { body: { user: admin } }
    if (url.pathname === '/admin/users') return { body: { users: [admin, mia, dev, joe], count: 4 } }
    if (url.pathname === '/admin/invites' && init.method === 'POST') return { body: {} }
    if (url.pathname === '/admin/invites') return { body: { invites: [invite] } }
    if (url.pathname.startsWith('/admin/users/')) return { body: { user: mia } }
    return undefined
  })
  renderWithProviders(<TeamPage />)
  const sent = (path: string) =>
    calls
      .filter((c) => c.url.pathname === path && c.init.method === 'POST')
      .map((c) => JSON.parse(String(c.init.body)))
  return { sent }
}

const row = (table: string, text: string) =>
  within(screen.getByRole('table', { name: table }))
    .getByText(text)
    .closest('tr') as HTMLElement

describe('team access', () => {
  it("lists each person's areas", async () => {
    visit()
    await screen.findByText('mia@mercato.dev')
    expect(within(row('Users', 'ada@mercato.dev')).getByText('All areas')).toBeTruthy()
    expect(within(row('Users', 'mia@mercato.dev')).getByText('Orders')).toBeTruthy()
    expect(within(row('Users', 'dan@mercato.dev')).getByText('Settings only')).toBeTruthy()
    expect(within(row('Users', 'joe@mercato.dev')).getByText('All areas, without refunds')).toBeTruthy()
    expect(within(row('Pending invites', 'ivy@mercato.dev')).getByText('Products, Gift cards')).toBeTruthy()
  })

  it("changes a member's areas, and gives every area back with null", async () => {
    const { sent } = visit()
    await screen.findByText('mia@mercato.dev')
    fireEvent.click(screen.getByRole('button', { name: 'Edit mia@mercato.dev' }))
    const dialog = await screen.findByRole('dialog')
    const areas = within(dialog).getByRole('group', { name: 'Areas' })
    expect((within(areas).getByRole('checkbox', { name: 'Orders' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(areas).getByRole('checkbox', { name: 'Customers' }))
    // With the orders area, refunds can be withheld.
    const refunds = within(dialog).getByRole('checkbox', { name: 'Can issue refunds' }) as HTMLInputElement
    expect(refunds.checked).toBe(true)
    fireEvent.click(refunds)
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })))
    await expect.poll(() => sent('/admin/users/usr_2').length).toBe(1)
    expect(sent('/admin/users/usr_2')[0].metadata).toEqual({
      areas: ['orders', 'customers'],
      withheld: ['refunds'],
    })
    expect(await screen.findByText('User saved')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Edit mia@mercato.dev' }))
    const again = await screen.findByRole('dialog')
    fireEvent.click(within(again).getByRole('radio', { name: 'All areas' }))
    expect(within(again).queryByRole('group', { name: 'Areas' })).toBeNull()
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Save' })))
    await expect.poll(() => sent('/admin/users/usr_2').length).toBe(2)
    expect(sent('/admin/users/usr_2')[1].metadata).toEqual({ areas: null, withheld: null })
  })

  it('invites with chosen areas; admins have every area', async () => {
    const { sent } = visit()
    await screen.findByText('mia@mercato.dev')
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'new@mercato.dev' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } })
    expect(within(dialog).getByText('Admins have access to every area.')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), { target: { value: 'member' } })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Only chosen areas' }))
    expect(within(dialog).getByText('With no area chosen, they can only see the settings.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Inventory' }))
    // Refunds belong to the orders area: without it there is nothing to withhold; exports go with any area.
    expect(within(dialog).queryByRole('checkbox', { name: 'Can issue refunds' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Can export data' }))
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' })))
    await expect.poll(() => sent('/admin/invites').length).toBe(1)
    expect(sent('/admin/invites')[0]).toMatchObject({
      user: 'new@mercato.dev',
      role: 'member',
      metadata: { areas: ['inventory'], withheld: ['exports'] },
    })
  })
})
