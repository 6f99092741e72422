import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField, type InputFieldProps } from './input-field'

/**
 * SuggestInput — free text that offers existing values as the user types (a combobox with a listbox:
 * arrows move, Enter or a click picks, Escape closes). With `list`, the text is comma-separated
 * values and the suggestions complete the last one. The parent fetches `suggestions` for
 * `currentTerm(value, list)`, e.g. with the API's `q`.
 */
export interface SuggestInputProps extends Omit<InputFieldProps, 'value' | 'onChange' | 'list'> {
  value: string
  onChange: (value: string) => void
  suggestions: string[]
  list?: boolean
}

const norm = (text: string) => text.trim().toLowerCase()

/** The value being typed: the whole text, or the last comma-separated one with `list`. */
export const currentTerm = (text: string, list = false) =>
  (list ? (text.split(',').at(-1) ?? '') : text).trim()

/** The existing value that equals `value` ignoring case and outer spaces, if any. */
export const matchIgnoringCase = (value: string, existing: readonly string[]) =>
  existing.find((e) => norm(e) === norm(value))

/** `value`, once it has stayed the same for `ms` (so a request is not sent per key). */
export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

export function SuggestInput({
  value,
  onChange,
  suggestions,
  list = false,
  onBlur,
  ...rest
}: SuggestInputProps) {
  const { t } = useTranslation()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = currentTerm(value, list)
  // What was already entered is not offered again; the value typed is, when its case differs.
  const taken = list ? value.split(',').slice(0, -1).map(norm) : []
  const options = term
    ? [...new Set(suggestions)].filter((s) => s !== term && !taken.includes(norm(s))).slice(0, 8)
    : []
  const shown = open && options.length > 0
  // A field low in a dialog would open its list below the dialog's fold: the list is scrolled to.
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (shown) listRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [shown])

  const pick = (option: string) => {
    if (!list) onChange(option)
    else {
      const before = value.split(',').slice(0, -1)
      onChange(`${[...before.map((s) => s.trim()), option].join(', ')}, `)
    }
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + options.length) % options.length)
    } else if (event.key === 'Enter' && shown && active >= 0 && options[active]) {
      event.preventDefault()
      pick(options[active])
    }
  }
  // Escape closes the open list, not the dialog around the field: the dialog listens on the document
  // in the capture phase, so this listens earlier still, on the window.
  useEffect(() => {
    if (!shown) return
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      event.preventDefault()
      setOpen(false)
    }
    window.addEventListener('keydown', onEscape, true)
    return () => window.removeEventListener('keydown', onEscape, true)
  }, [shown])

  return (
    <div className="relative">
      <InputField
        {...rest}
        value={value}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false)
          onBlur?.(event)
        }}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('suggestionsFor', { label: rest.label })}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-56 overflow-auto rounded-lg border border-gray-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.map((option, index) => (
          <div
            key={option}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-violet-50 text-violet-900' : 'text-gray-800'}`}
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              pick(option)
            }}
          >
            {option}
          </div>
        ))}
      </div>
    </div>
  )
}
