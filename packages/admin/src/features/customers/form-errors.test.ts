import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contactFieldMessages, customerUpdateBody } from '@mercato/domain'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { fieldErrors, fieldMessage } from './form-errors'

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../public/locales/en/customers.json'), 'utf8'),
) as { errors: Record<string, string> }
const t = ((key: string) => english.errors[key.replace('errors.', '')] ?? key) as TFunction<'customers'>

describe('customer field messages', () => {
  it('keeps a translation of every name and phone rule, the English one in the API words', () => {
    for (const [rule, message] of Object.entries(contactFieldMessages))
      expect(english.errors[rule]).toBe(message)
  })

  it('shows the rule refused, "required" for an empty field and a generic text for others', () => {
    const errors = fieldErrors(customerUpdateBody, { phone: 'hello', email: 'nope', first_name: '' })
    expect(fieldMessage(t, errors.phone, 'hello')).toBe(contactFieldMessages.phone)
    expect(fieldMessage(t, errors.email, 'nope')).toBe(english.errors.invalid)
    expect(fieldMessage(t, 'refused', '  ')).toBe(english.errors.required)
    expect(fieldMessage(t, undefined, 'Ada')).toBeUndefined()
  })
})
