import { type KeyboardEvent, useId, useState } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { errorMessages, InputError } from '../input-error'
import { controlBorder, FieldLabel } from './field-label'
import { useFieldError } from './use-field-error'

/**
 * TagInput — a list of short texts: Enter or comma adds what was typed, Backspace in the empty box
 * removes the last one, each tag has a remove button. Duplicates (ignoring case) are not added.
 * Props: `label`, `value` (string[]), `onChange`, `suggestions` (offered through a datalist),
 * `removeLabel(tag)` (the remove button's accessible name), `placeholder`, `errors`.
 */
export interface TagInputProps {
  label: string
  value: string[]
  onChange: (tags: string[]) => void
  removeLabel: (tag: string) => string
  suggestions?: string[]
  placeholder?: string
  required?: boolean
  errors?: Parameters<typeof InputError>[0]['errors']
  onBlur?: () => void
}

export function TagInput({
  label,
  value,
  onChange,
  removeLabel,
  suggestions,
  placeholder,
  required,
  errors,
  onBlur,
}: TagInputProps) {
  const id = useId()
  const [text, setText] = useState('')
  const hasError = errorMessages(errors).length > 0

  const add = (raw: string) => {
    const tag = raw.trim()
    setText('')
    if (!tag || value.some((v) => v.toLowerCase() === tag.toLowerCase())) return
    onChange([...value, tag])
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault()
      add(text)
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={`flex flex-wrap items-center gap-1.5 px-2 py-1.5 ${controlBorder(hasError)}`}>
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-md bg-violet-100 px-2 py-0.5 text-xs text-violet-800"
          >
            {tag}
            <button
              type="button"
              aria-label={removeLabel(tag)}
              className="text-violet-500 hover:text-violet-900"
              onClick={() => onChange(value.filter((v) => v !== tag))}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          list={suggestions?.length ? `${id}-suggestions` : undefined}
          value={text}
          placeholder={placeholder}
          aria-invalid={hasError || undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text) add(text)
            onBlur?.()
          }}
          className="h-7 min-w-24 flex-1 bg-transparent text-sm outline-none"
        />
        {suggestions?.length ? (
          <datalist id={`${id}-suggestions`}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        ) : null}
      </div>
      <InputError errors={errors} />
    </div>
  )
}

/** TagInputField — TagInput bound to a string[] form field by `name`; a shown error clears once fixed. */
export function TagInputField({
  name,
  ...props
}: Omit<TagInputProps, 'value' | 'onChange' | 'errors' | 'onBlur'> & { name: string }) {
  const { control, trigger } = useFormContext()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagInput
          {...props}
          value={field.value ?? []}
          onChange={(tags) => {
            field.onChange(tags)
            if (error) void trigger(name)
          }}
          onBlur={field.onBlur}
          errors={error}
        />
      )}
    />
  )
}
