import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/utils'
import { Button } from './button'
import { DataTable, type DataTableColumn } from './data-table'
import { useTableState } from './data-table-state'
import { MultiFilter } from './data-table-filters'

afterEach(cleanup)

type Fruit = { id: string; name: string }
const ALL: Fruit[] = Array.from({ length: 57 }, (_, i) => ({ id: `f${i + 1}`, name: `Fruit ${i + 1}` }))
const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', cell: (row) => row.name },
]

// The name is a link of its own (to a page the row itself does not open, to tell the two apart).
const linkedColumns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (row) => <Link to={`/fruits/${row.id}/about`}>{row.name}</Link> },
]

/** A table over an in-memory list, filtered by `kind` (odd/even), so the URL state drives real rows. */
function Fruits({ withRowLinks = true, named = false }: { withRowLinks?: boolean; named?: boolean }) {
  const state = useTableState(['kind'])
  const kinds = state.filters.kind ?? []
  const matching = ALL.filter((f) => {
    const n = Number(f.id.slice(1))
    return kinds.length === 0 || kinds.includes(n % 2 ? 'odd' : 'even')
  })
  const sorted = state.order === '-name' ? [...matching].reverse() : matching
  return (
    <DataTable
      label="Fruits"
      columns={named ? linkedColumns : columns}
      rowLabel={named ? (row) => row.name : undefined}
      rows={sorted.slice(state.offset, state.offset + state.limit)}
      count={sorted.length}
      isLoading={false}
      state={state}
      rowHref={withRowLinks ? (row) => `/fruits/${row.id}` : undefined}
      filters={
        <MultiFilter
          label="Kind"
          options={[
            { value: 'odd', label: 'Odd' },
            { value: 'even', label: 'Even' },
          ]}
          value={kinds}
          onChange={(values) => state.setFilter('kind', values)}
        />
      }
      bulkActions={(selected, clear) => (
        <Button onClick={clear}>Eat {selected.map((f) => f.id).join(',')}</Button>
      )}
      empty={{ title: 'No fruit yet', description: 'Add one', action: <Button>New fruit</Button> }}
    />
  )
}

function Empty() {
  const state = useTableState(['kind'])
  return (
    <DataTable
      label="Fruits"
      columns={columns}
      rows={[]}
      count={0}
      isLoading={false}
      state={state}
      empty={{ title: 'No fruit yet', description: 'Add one', action: <Button>New fruit</Button> }}
    />
  )
}

function Failing() {
  const state = useTableState()
  return (
    <DataTable
      label="Fruits"
      columns={columns}
      rows={undefined}
      count={0}
      isLoading={false}
      error={{ response: { data: { type: 'invalid_data', message: 'Unknown filter' } } }}
      state={state}
      empty={{ title: 'No fruit yet' }}
    />
  )
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)

describe('data table', () => {
  it('keeps page, size, sort and search in the URL, and the back button restores them', async () => {
    const { router } = renderWithProviders(<Fruits />, { path: '/fruits' })
    expect(screen.getByText('1–20 of 57')).toBeTruthy()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page 3' })))
    expect(search(router).get('page')).toBe('3')
    expect(screen.getByText('41–57 of 57')).toBeTruthy()
    expect(screen.getByText('Fruit 41')).toBeTruthy()

    await act(async () => router.navigate(-1))
    expect(router.state.location.search).toBe('')
    expect(screen.getByText('Fruit 1')).toBeTruthy()

    await act(async () =>
      fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } }),
    )
    expect(search(router).get('limit')).toBe('50')
    expect(screen.getByText('1–50 of 57')).toBeTruthy()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Name/ })))
    expect(search(router).get('order')).toBe('name')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Name/ })))
    expect(search(router).get('order')).toBe('-name')
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending')
    expect(within(screen.getAllByRole('row')[1]!).getByText('Fruit 57')).toBeTruthy()

    const box = screen.getByRole('searchbox', { name: 'Search' })
    fireEvent.change(box, { target: { value: 'kiwi' } })
    await act(async () => fireEvent.submit(box.closest('form')!))
    expect(search(router).get('q')).toBe('kiwi')
  })

  it('searches as the user types, once typing pauses, and follows the address back', async () => {
    const { router } = renderWithProviders(<Fruits />, { path: '/fruits?page=2' })
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: 'ki' } })
    expect(search(router).get('q')).toBeNull()
    await waitFor(() => expect(search(router).get('q')).toBe('ki'))
    expect(search(router).get('page')).toBeNull()
    fireEvent.change(box, { target: { value: 'kiwi' } })
    await waitFor(() => expect(search(router).get('q')).toBe('kiwi'))
    // The two pauses made one search in the history: back returns to the page before it.
    await act(async () => router.navigate(-1))
    expect(search(router).get('page')).toBe('2')
    expect(box.value).toBe('')
  })

  it('an empty result has no pages to show', () => {
    renderWithProviders(<Empty />, { path: '/fruits' })
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('a filter writes its values to the URL and goes back to page 1', async () => {
    const { router } = renderWithProviders(<Fruits />, { path: '/fruits?page=2&kind=odd' })
    expect(screen.getByText('21–29 of 29')).toBeTruthy()
    const trigger = screen.getByRole('button', { name: 'Kind' })
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    await act(async () => fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Even' })))
    expect(search(router).getAll('kind')).toEqual(['odd', 'even'])
    expect(search(router).get('page')).toBeNull()
    expect(screen.getByText('1–20 of 57')).toBeTruthy()
  })

  it('selects rows, offers bulk actions, and clears the selection on a new page', async () => {
    renderWithProviders(<Fruits />, { path: '/fruits' })
    const rows = screen.getAllByRole('row').slice(1)
    fireEvent.click(within(rows[0]!).getByRole('checkbox', { name: 'Select row' }))
    fireEvent.click(within(rows[2]!).getByRole('checkbox', { name: 'Select row' }))
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' })
    expect(within(bar).getByText('Selected: 2')).toBeTruthy()
    expect(within(bar).getByRole('button', { name: 'Eat f1,f3' })).toBeTruthy()
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement
    expect(all.indeterminate).toBe(true)

    fireEvent.click(all)
    expect(within(bar).getByText('Selected: 20')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })))
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull()
  })

  it('opens a row on click and on Enter, but not from its checkbox', async () => {
    const { router } = renderWithProviders(<Fruits />, { path: '/fruits' })
    const rows = screen.getAllByRole('row').slice(1)
    fireEvent.click(within(rows[1]!).getByRole('checkbox'))
    expect(router.state.location.pathname).toBe('/fruits')
    await act(async () => fireEvent.keyDown(rows[1]!, { key: 'Enter' }))
    expect(router.state.location.pathname).toBe('/fruits/f2')
  })

  it('names each row’s checkbox after the row, and a link in a row goes where it points', async () => {
    const { router } = renderWithProviders(<Fruits named />, { path: '/fruits' })
    const checkbox = screen.getByRole('checkbox', { name: 'Select Fruit 2' })
    fireEvent.click(checkbox)
    expect(router.state.location.pathname).toBe('/fruits')
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Fruit 3' })))
    expect(router.state.location.pathname).toBe('/fruits/f3/about')
  })

  it('rows without a destination are not focusable or clickable', () => {
    renderWithProviders(<Fruits withRowLinks={false} />, { path: '/fruits' })
    const row = screen.getAllByRole('row')[1]!
    expect(row.getAttribute('tabindex')).toBeNull()
    expect(row.className).not.toContain('cursor-pointer')
  })

  it('an empty list offers the call to action; an empty filter result offers to clear', async () => {
    const { router } = renderWithProviders(<Empty />, { path: '/fruits' })
    expect(screen.getByText('No fruit yet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New fruit' })).toBeTruthy()
    await act(async () => router.navigate('/fruits?kind=odd'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })))
    expect(router.state.location.search).toBe('')
  })

  it('shows the server message when loading fails', () => {
    renderWithProviders(<Failing />, { path: '/fruits' })
    expect(screen.getByRole('alert').textContent).toContain('Unknown filter')
  })
})
