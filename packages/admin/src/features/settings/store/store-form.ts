import type { AdminPostStoreReq, Store } from '@mercato/client'

export interface StoreFormValues {
  name: string
  default_currency_code: string
  swap_link_template: string
  payment_link_template: string
  invite_link_template: string
}

export const storeFormValues = (store: Store): StoreFormValues => ({
  name: store.name,
  default_currency_code: store.default_currency_code,
  swap_link_template: store.swap_link_template ?? '',
  payment_link_template: store.payment_link_template ?? '',
  invite_link_template: store.invite_link_template ?? '',
})

/** A link template must be an http(s) address; `{cart_id}` / `{invite_token}` placeholders are allowed. */
export function isLinkTemplate(text: string): boolean {
  try {
    const url = new URL(text.replace(/\{[a-z_]+\}/g, 'x'))
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

type TemplateKey = 'swap_link_template' | 'payment_link_template' | 'invite_link_template'
const TEMPLATES: TemplateKey[] = ['swap_link_template', 'payment_link_template', 'invite_link_template']

/** Only what changed goes to the server; errors hold translation keys. */
export function storeUpdateBody(
  values: StoreFormValues,
  store: Store,
): { body: AdminPostStoreReq; errors: Partial<Record<keyof StoreFormValues, string>> } {
  const errors: Partial<Record<keyof StoreFormValues, string>> = {}
  const body: AdminPostStoreReq = {}
  const name = values.name.trim()
  if (!name) errors.name = 'errors.required'
  else if (name !== store.name) body.name = name
  if (values.default_currency_code !== store.default_currency_code)
    body.default_currency_code = values.default_currency_code
  for (const key of TEMPLATES) {
    const text = values[key].trim()
    if (text === (store[key] ?? '')) continue
    if (text && !isLinkTemplate(text)) errors[key] = 'errors.url'
    else body[key] = text
  }
  return { body, errors }
}
