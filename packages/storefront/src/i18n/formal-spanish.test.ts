import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The Spanish shop speaks to the shopper as "usted" ("Su carrito", "Compruébelo e inténtelo de nuevo"),
// as its e-mails and invoices do. This finds the informal "tú" that slips in with a new text.

const dir = new URL('../../locales/es/', import.meta.url)

/** Every text of the Spanish catalogues by file and dotted key. */
function texts(): Array<[string, string]> {
  const out: Array<[string, string]> = []
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.push([path, node])
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`)
  }
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(new URL(file, dir), 'utf8')), file.replace(/\.json$/, ''))
  return out
}

// Whole words, accents included (\b knows only ASCII letters: "tú" would end at "t").
const words = (list: string[]) => new RegExp(`(?<!\\p{L})(${list.join('|')})(?!\\p{L})`, 'iu')

/** Pronouns, possessives and verb forms that only "tú" uses, wherever they stand. */
const INFORMAL = words([
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuy[oa]s?',
  'puedes',
  'tienes',
  'quieres',
  'necesitas',
  'debes',
  'estás',
  'eres',
  'has',
  'haz',
  'podrás',
  'recibirás',
  'tendrás',
  'verás',
  'olvidaste',
  'solicitaste',
  'hiciste',
  // Commands with a pronoun attached: "usted" says "Inténtelo", "Guárdelos", "Quítelo", "Añádalo".
  'inténtalo',
  'compruébalo',
  'quítal[oa]s?',
  'guárdal[oa]s?',
  'revísal[oa]s?',
  'añádel[oa]s?',
  'ábrel[oa]',
  'pruébal[oa]',
  'escríbenos',
  'contáctanos',
  'regístrate',
  'conéctate',
  'asegúrate',
])

/**
 * Commands that read as "tú" at the start of a sentence ("Introduce un correo", "Prueba con otra
 * palabra"); within one they may be a noun or say what someone else does ("pago de prueba", "la
 * tienda acepta").
 */
const COMMAND = new RegExp(
  `(?:^|[.:!?¡¿«]\\s*)(${[
    'introduce',
    'comprueba',
    'intenta',
    'elige',
    'añade',
    'revisa',
    'escribe',
    'prueba',
    'paga',
    'reduce',
    'quita',
    'usa',
    'selecciona',
    'confirma',
    'vuelve',
    'inicia',
    'crea',
    'busca',
    'cambia',
    'espera',
    'compra',
    'guarda',
    'abre',
    'acepta',
    'rechaza',
  ].join('|')})(?!\\p{L})`,
  'iu',
)

const informal = (text: string) => INFORMAL.exec(text)?.[1] ?? COMMAND.exec(text)?.[1]

describe('Spanish storefront texts', () => {
  it('tell "tú" from "usted"', () => {
    for (const text of [
      'Introduce un correo electrónico válido.',
      'Tu carrito ya tiene todas las existencias.',
      'Ahora está agotado. Quítalo para pagar.',
      '¿Olvidaste tu contraseña?',
      'Nada coincide. Prueba con otra palabra.',
      'La tienda cambió tu pedido.',
      'Elige…',
    ])
      expect(informal(text), text).toBeDefined()
    for (const text of [
      'Introduzca un correo electrónico válido.',
      'Su carrito ya tiene todas las existencias.',
      'Ahora está agotado. Quítelo para pagar.',
      '¿Ha olvidado su contraseña?',
      'Resultado del pago de prueba',
      'La tienda no acepta pagos en su región.',
      'Compruébelo e inténtelo de nuevo.',
      'Elija…',
    ])
      expect(informal(text), text).toBeUndefined()
  })

  it('address the shopper as "usted" throughout', () => {
    const found = texts()
      .map(([key, text]) => [key, informal(text), text] as const)
      .filter(([, word]) => word !== undefined)
    expect(found).toEqual([])
  })
})
