import { APPAREL_AND_ACCESSORIES } from './seed-data-apparel'
import { HOME_OUTDOOR_AND_BOOKS } from './seed-data-home'

// The demo catalogue: a small lifestyle shop (apparel, accessories, home, outdoor, books).

export interface DemoProduct {
  title: string
  category: string
  type: string
  /** Price in US cents; euro and yen prices are derived from it. */
  usd: number
  options?: Record<string, string[]>
  tags?: string[]
  collection?: string
  material?: string
  weight?: number
  status?: 'published' | 'draft'
  onSale?: boolean
}

export const DEMO_CATEGORIES: Array<{ name: string; parent?: string; description: string }> = [
  { name: 'Apparel', description: 'Clothes for every season' },
  { name: 'Tops', parent: 'Apparel', description: 'Tees, shirts and knits' },
  { name: 'Outerwear', parent: 'Apparel', description: 'Jackets, vests and coats' },
  { name: 'Bottoms', parent: 'Apparel', description: 'Pants, jeans and shorts' },
  { name: 'Accessories', description: 'Hats, bags and small things' },
  { name: 'Home', description: 'Things for the home' },
  { name: 'Kitchen', parent: 'Home', description: 'Cook, brew and serve' },
  { name: 'Decor', parent: 'Home', description: 'Candles, vases and lamps' },
  { name: 'Bedding & Bath', parent: 'Home', description: 'Sleep and soak' },
  { name: 'Outdoor', description: 'For trails, parks and campsites' },
  { name: 'Books', description: 'Reading for cooks and walkers' },
]

export const DEMO_COLLECTIONS = ['Summer Essentials', 'Cozy Home', 'Everyday Basics', 'Trail Ready']

// In the order they are seeded: apparel and accessories, then home, outdoor and books (and two drafts).
export const DEMO_PRODUCTS: DemoProduct[] = [...APPAREL_AND_ACCESSORIES, ...HOME_OUTDOOR_AND_BOOKS]
