import { toHandle } from '@mercato/domain'
import * as goods from './seed-art-goods'
import * as garments from './seed-art-garments'
import { type Ink, inkOf, isLight, mix } from './seed-art-ink'
import { DEMO_PRODUCTS, type DemoProduct } from './seed-data'

/**
 * The demo products' pictures, drawn by the server itself (see docs/decisions.md, "Demo product images
 * drawn by the server"): three 800×1000 SVG views per product — the first colourway, the second one up
 * close, and a card with the title and every colourway. Same product, same picture, on every server.
 */

export const DEMO_IMAGE_VIEWS = [1, 2, 3] as const

/** Where a demo product's view is served; absolute, like the URLs of uploaded files. */
export function demoImageUrl(baseUrl: string, handle: string, view: number): string {
  return `${baseUrl}/uploads/demo/${handle}-${view}.svg`
}

/** Drawn once per view and kept: at most three per demo product, a few kilobytes each. */
const drawn = new Map<string, string>()

/** The SVG for a file name such as `classic-tee-1.svg`, or null when it names no demo product's view. */
export function demoImageSvg(fileName: string): string | null {
  const known = drawn.get(fileName)
  if (known) return known
  const m = /^([a-z0-9-]{1,200})-([1-3])\.svg$/.exec(fileName)
  const product = m ? demoProductsByHandle().get(m[1]!) : undefined
  if (!product) return null
  const svg = compose(product, Number(m![2]))
  drawn.set(fileName, svg)
  return svg
}

let byHandle: Map<string, DemoProduct> | undefined
const demoProductsByHandle = () => {
  byHandle ??= new Map(DEMO_PRODUCTS.map((p) => [toHandle(p.title), p]))
  return byHandle
}

type Drawing = (ink: Ink, title: string) => string

const DRAWINGS: Record<string, Drawing> = {
  'T-Shirt': garments.tee,
  Shirt: garments.shirt,
  Sweater: garments.sweater,
  Hoodie: garments.hoodie,
  Jacket: garments.jacket,
  Coat: garments.coat,
  Vest: garments.vest,
  Pants: garments.pants,
  Shorts: garments.shorts,
  Hat: garments.hat,
  Scarf: garments.scarf,
  Socks: garments.socks,
  Bag: goods.bag,
  Storage: goods.basket,
  Mug: goods.mug,
  Cup: goods.cups,
  Tea: goods.teapot,
  Bottle: goods.bottle,
  Vase: goods.vase,
  Candle: goods.candle,
  Glassware: goods.carafe,
  Coffee: goods.pourOver,
  Book: goods.book,
  Poster: goods.framedPrint,
  Board: goods.board,
  Bedding: goods.folded,
  Blanket: goods.folded,
  Towel: goods.folded,
  'Table Linen': goods.folded,
  Pillow: goods.pillow,
  Rug: goods.rug,
  Belt: goods.belt,
  Eyewear: goods.eyewear,
  Knife: goods.knife,
  Cookware: goods.skillet,
  Clock: goods.clock,
  Lamp: goods.lamp,
  'Camping Gear': goods.campingGear,
}

/** The demo data's colour and scent names as paint. */
const NAMED_COLOURS: Record<string, string> = {
  Black: '#2f2e2c',
  'Washed Black': '#4a4947',
  White: '#f5f3ef',
  Snow: '#f7f7f5',
  'Speckled White': '#ece8e0',
  Ecru: '#e6dcc6',
  Cream: '#efe4cc',
  Oat: '#d9cbb0',
  Natural: '#ddd0b5',
  Sand: '#d6c19d',
  Stone: '#b9ae9b',
  Camel: '#b88a57',
  Tan: '#b48d62',
  Khaki: '#a99a6c',
  Mustard: '#d2a03a',
  Yellow: '#e8c547',
  Orange: '#e0773a',
  Coral: '#e8806b',
  Rust: '#b4532e',
  Terracotta: '#c0643f',
  Clay: '#b9785c',
  Red: '#b83a34',
  'Red Check': '#b3453c',
  Plum: '#6e3b5a',
  Tortoise: '#6f4a2f',
  Olive: '#6d6b3c',
  Sage: '#a3b18f',
  Green: '#4f7a4a',
  Forest: '#2f4d3b',
  'Green Check': '#4d6b4b',
  Tartan: '#3d5a48',
  Sky: '#9fc4e2',
  Blue: '#4f74ad',
  Indigo: '#34406c',
  Navy: '#27324d',
  Ink: '#252b3a',
  Opal: '#cfe0de',
  Smoke: '#8d8f93',
  Grey: '#9a9b9d',
  'Heather Grey': '#a9a9a7',
  Charcoal: '#3c3f44',
  Cedar: '#8a5f42',
  Fig: '#7b4d67',
  'Sea Salt': '#a9c6cd',
}

/** Colours for products sold in one colour, picked by their material or else by their handle. */
const MATERIAL_COLOURS: Array<[RegExp, string]> = [
  [/walnut|wood|oak/i, '#7a5336'],
  [/iron|steel/i, '#45474b'],
  [/glass/i, '#9fc9cf'],
  [/leather/i, '#80502f'],
  [/linen/i, '#cdbf9f'],
  [/paper/i, '#c9543f'],
  [/coir|jute|seagrass|rattan|willow/i, '#b8925a'],
]
const QUIET_COLOURS = ['#5e7d6b', '#b86b4b', '#4f6a8f', '#c49a45', '#8c5a6e', '#6f8a9a', '#9a6b4a', '#57705a']
const BACKGROUNDS = ['#efe9e1', '#e6ecef', '#eaeee4', '#f1e7e2', '#e9e6ef', '#f2ecdc', '#e2ebe7', '#efe4d9']

function colourways(p: DemoProduct, seed: number): string[] {
  const named = (p.options?.Color ?? p.options?.Scent ?? []).map((c) => NAMED_COLOURS[c]).filter(Boolean)
  if (named.length) return named as string[]
  const byMaterial = MATERIAL_COLOURS.find(([re]) => re.test(p.material ?? ''))?.[1]
  return [byMaterial ?? QUIET_COLOURS[seed % QUIET_COLOURS.length]!]
}

function compose(p: DemoProduct, view: number): string {
  const seed = hash(toHandle(p.title))
  const colours = colourways(p, seed)
  const draw = DRAWINGS[p.type] ?? goods.parcel
  const colour = colours[(view - 1) % colours.length]!
  const background = BACKGROUNDS[(seed + view - 1) % BACKGROUNDS.length]!
  const art = draw(inkOf(colour), p.title)
  const body =
    view === 3
      ? card(p, art, colours)
      : view === 2
        ? scene(
            background,
            colour,
            `<g transform="translate(400 470) rotate(-7) scale(1.28) translate(-400 -470)">${art}</g>`,
          )
        : scene(background, colour, art)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><title>${escapeXml(p.title)}</title>${body}</svg>`
}

/** The product on a soft backdrop with a shadow under it; light products get a deeper backdrop. */
function scene(background: string, colour: string, art: string): string {
  const top = isLight(colour) ? mix(background, '#5b5048', 0.14) : background
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(top, '#ffffff', 0.35)}"/>` +
    `<stop offset="1" stop-color="${top}"/></linearGradient></defs>` +
    '<rect width="800" height="1000" fill="url(#bg)"/>' +
    '<ellipse cx="400" cy="812" rx="250" ry="24" fill="#000000" fill-opacity="0.08"/>' +
    art
  )
}

const FONT = 'font-family="\'Helvetica Neue\', Helvetica, Arial, sans-serif"'

/** A catalogue card: the product small, its name, type and material, and a swatch per colourway. */
function card(p: DemoProduct, art: string, colours: string[]): string {
  const lines = wrap(p.title, 18)
  const titleY = 710
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${titleY + i * 64}" text-anchor="middle" font-size="56" font-weight="600" fill="#2b2724" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('')
  const detailY = titleY + lines.length * 64 + 4
  const swatches = colours
    .map(
      (c, i) =>
        `<circle cx="${400 + (i - (colours.length - 1) / 2) * 64}" cy="${detailY + 70}" r="22" fill="${c}" stroke="#00000022" stroke-width="2"/>`,
    )
    .join('')
  return (
    '<rect width="800" height="1000" fill="#f8f5f0"/>' +
    '<rect x="40" y="40" width="720" height="920" fill="none" stroke="#2b272422" stroke-width="2"/>' +
    `<text x="400" y="150" text-anchor="middle" font-size="22" letter-spacing="6" fill="#8a8178" ${FONT}>${escapeXml(p.type.toUpperCase())}</text>` +
    `<g transform="translate(400 420) scale(0.55) translate(-400 -520)">${art}</g>` +
    text +
    (p.material
      ? `<text x="400" y="${detailY}" text-anchor="middle" font-size="26" fill="#6f675f" ${FONT}>${escapeXml(p.material)}</text>`
      : '') +
    swatches
  )
}

/** The title on one line, or on two of about equal length when it is long. */
function wrap(text: string, width: number): string[] {
  const words = text.split(' ')
  if (text.length <= width || words.length < 2) return [text]
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')])
  const longest = (lines: string[]) => Math.max(...lines.map((l) => l.length))
  return splits.reduce((best, lines) => (longest(lines) < longest(best) ? lines : best))
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** FNV-1a: a small, stable number per handle. */
function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0
  return h
}
