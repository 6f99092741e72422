import type { PricedProduct } from '@mercato/client'
import { useAdminProduct } from '@mercato/react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../../public/locales/en/product-detail.json'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../../../test/utils'
import { MediaSection } from './media-section'

const base = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
const image = (n: number) => ({ ...base, id: `img_${n}`, url: `https://cdn.test/${n}.png` })

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'product-detail', en)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

/** A product of `count` images whose POSTed images array replaces them, as the server does. */
function serve(count: number) {
  let product = {
    ...base,
    id: 'prod_1',
    title: 'Tee',
    thumbnail: image(1).url,
    images: Array.from({ length: count }, (_, i) => image(i + 1)),
    variants: [],
  }
  return mockFetch((url, init) => {
    if (url.pathname !== '/admin/products/prod_1') return undefined
    if (init.method === 'POST') {
      const { images } = JSON.parse(String(init.body)) as { images: string[] }
      product = { ...product, images: images.map((u) => ({ ...base, id: u, url: u })) }
    }
    return { body: { product } }
  })
}

function Harness() {
  const { product } = useAdminProduct('prod_1')
  return product ? <MediaSection product={product as unknown as PricedProduct} /> : null
}

const button = (key: 'move_earlier' | 'move_later', position: number) =>
  screen.getByRole('button', { name: en.media[key].replace('{{position}}', String(position)) })

describe('MediaSection moves', () => {
  it('keeps focus on the moved image’s button', async () => {
    serve(5)
    render(
      <Providers client={testQueryClient()}>
        <Harness />
      </Providers>,
    )
    await screen.findByRole('list', { name: en.media.list })
    const earlier = button('move_earlier', 5)
    earlier.focus()
    fireEvent.click(earlier)
    // Image 5 is now image 4; its "earlier" button has focus again.
    await waitFor(() => expect(document.activeElement).toBe(button('move_earlier', 4)))
    expect(
      screen.getByRole('img', { name: en.media.image_alt.replace('{{position}}', '4') }).getAttribute('src'),
    ).toBe(image(5).url)
  })

  it('moves focus to the other button once the image reaches the start', async () => {
    serve(2)
    render(
      <Providers client={testQueryClient()}>
        <Harness />
      </Providers>,
    )
    await screen.findByRole('list', { name: en.media.list })
    fireEvent.click(button('move_earlier', 2))
    await waitFor(() => expect(document.activeElement).toBe(button('move_later', 1)))
    expect((button('move_earlier', 1) as HTMLButtonElement).disabled).toBe(true)
  })
})
