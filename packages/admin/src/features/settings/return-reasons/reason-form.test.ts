import { describe, expect, it } from 'vitest'
import { parseReason } from './reason-form'

const draft = { value: ' damaged ', label: ' Damaged ', description: '', parent_return_reason_id: '' }

describe('parseReason', () => {
  it('trims the text and sends no parent unless one is chosen', () => {
    expect(parseReason(draft, false)).toEqual({
      body: { value: 'damaged', label: 'Damaged', description: '' },
    })
  })

  it('nests a new reason under the chosen parent', () => {
    expect(parseReason({ ...draft, parent_return_reason_id: 'rr_1' }, false)).toMatchObject({
      body: { parent_return_reason_id: 'rr_1' },
    })
  })

  it('never sends a parent on edit: the route refuses it', () => {
    expect(parseReason({ ...draft, parent_return_reason_id: 'rr_1' }, true)).toEqual({
      body: { value: 'damaged', label: 'Damaged', description: '' },
    })
  })

  it('names the missing value and label', () => {
    expect(parseReason({ ...draft, value: ' ', label: '' }, false)).toEqual({
      errors: { value: 'required', label: 'required' },
    })
  })
})
