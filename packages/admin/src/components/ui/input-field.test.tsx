import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../test/utils'
import { errorMessages } from './input-error'
import { InputField } from './input-field'

afterEach(cleanup)

let readQuantity: () => unknown = () => undefined
function QuantityForm() {
  const { register, getValues } = useForm<{ qty: number }>({ defaultValues: { qty: 2 } })
  readQuantity = () => getValues('qty')
  return <InputField label="Quantity" type="number" {...register('qty', { valueAsNumber: true })} />
}

describe('InputField', () => {
  initTestI18n()

  it('defaults the placeholder to the label followed by an ellipsis', () => {
    render(<InputField label="Title" />)
    expect(screen.getByLabelText('Title').getAttribute('placeholder')).toBe('Title…')
  })

  it('keeps an explicit placeholder', () => {
    render(<InputField label="Email" placeholder="you@company.com" />)
    expect(screen.getByLabelText('Email').getAttribute('placeholder')).toBe('you@company.com')
  })

  it('shows a red asterisk when required', () => {
    render(<InputField label="Handle" required />)
    const star = screen.getByTestId('required-asterisk')
    expect(star.textContent).toBe('*')
    expect(star.className).toContain('text-rose-500')
  })

  it('has no error styling without errors', () => {
    const { container } = render(<InputField label="Name" />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('[data-error]')).toBeNull()
  })

  it('shows a red border and the message under the field on one error', () => {
    const { container } = render(<InputField label="Name" errors="Name is required" />)
    expect(screen.getByRole('alert').textContent).toBe('Name is required')
    expect(container.querySelector('[data-error]')?.className).toContain('border-rose-500')
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the first of several errors plus a +N errors count', async () => {
    render(<InputField label="Name" errors={['Too short', 'No digits allowed', 'Already taken']} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Too short')
    expect(alert.textContent).not.toContain('No digits allowed')
    expect(await screen.findByRole('button', { name: '+2 errors' })).toBeTruthy()
  })

  it('reads every message of a react-hook-form error (criteriaMode all)', () => {
    expect(
      errorMessages({
        type: 'minLength',
        message: 'Too short',
        types: { minLength: 'Too short', pattern: 'Bad' },
      }),
    ).toEqual(['Too short', 'Bad'])
    expect(errorMessages({ type: 'required', message: 'Required' })).toEqual(['Required'])
    expect(errorMessages(undefined)).toEqual([])
  })

  it('numeric inputs get plus and minus step buttons wired to the form', () => {
    render(<QuantityForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }))
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }))
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('4')
    expect(readQuantity()).toBe(4)
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }))
    expect(readQuantity()).toBe(3)
  })
})
