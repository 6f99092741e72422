import * as Menu from '@radix-ui/react-dropdown-menu'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export interface FilterOption {
  value: string
  label: string
  /** Depth in a tree (1 = top level): the option is indented under its parent. */
  level?: number
  /** A fuller accessible name than the label, e.g. a nested category's path. */
  ariaLabel?: string
}

export interface FilterSearch {
  /** The text typed in the menu's search box. */
  value: string
  onChange: (text: string) => void
}

export interface MultiFilterProps {
  /** The filter's name, also the trigger button's accessible name (e.g. "Status"). */
  label: string
  options: FilterOption[]
  /** Currently chosen values (from the table state's `filters[key]`). */
  value: string[]
  onChange: (values: string[]) => void
  /** Gives the menu a search box at the top; the caller narrows `options` to what matches. */
  search?: FilterSearch
  /** A line at the top of the menu that explains how the filter applies. */
  note?: string
}

/**
 * The menu's search box. Keys stay in the box (the menu's type-ahead would take the focus away);
 * the down arrow moves on to the options, and it takes the focus when the menu opens.
 */
function SearchBox({ label, search }: { label: string; search: FilterSearch }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus())
    return () => clearTimeout(timer)
  }, [])
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return
    event.stopPropagation()
    if (event.key !== 'ArrowDown') return
    event.preventDefault()
    const menu = event.currentTarget.closest('[role="menu"]')
    menu?.querySelector<HTMLElement>('[role="menuitemcheckbox"]')?.focus()
  }
  return (
    <div className="p-1">
      <input
        ref={ref}
        type="search"
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        onKeyDown={keyDown}
        aria-label={t('table.filterSearchLabel', { filter: label })}
        placeholder={t('table.filterSearch')}
        className="h-8 w-full rounded-md border border-gray-300 px-2 text-sm outline-none focus:border-violet-500"
      />
    </div>
  )
}

/**
 * A toolbar filter: a button that opens a menu of checkable options. The button shows how many are
 * chosen; the menu stays open while options are toggled.
 */
export function MultiFilter({ label, options, value, onChange, search, note }: MultiFilterProps) {
  const { t, i18n } = useTranslation()
  const searching = !!search?.value.trim()
  const chosen = new Set(value)
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((v) => v !== option))
  return (
    <Menu.Root
      // Radix menus are left-to-right unless told: options read from the right on a right-to-left page.
      dir={i18n.dir()}
      onOpenChange={(open) => !open && search?.value && search.onChange('')}
    >
      <Menu.Trigger
        aria-label={label}
        className={`inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium ${
          chosen.size
            ? 'border-violet-300 bg-violet-50 text-violet-800'
            : 'border-dashed border-gray-300 text-gray-600 hover:bg-gray-50'
        }`}
      >
        {label}
        {chosen.size > 0 && (
          <span className="rounded-full bg-violet-600 px-1.5 text-[10px] text-white">{chosen.size}</span>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={6}
          className="z-50 max-h-72 min-w-48 overflow-y-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          {search && <SearchBox label={label} search={search} />}
          {note && <p className="px-3 py-1.5 text-xs text-gray-500">{note}</p>}
          {options.length === 0 && (
            <p className="px-3 py-2 text-sm text-gray-500">
              {t(searching ? 'table.filterNoMatches' : 'table.noOptions')}
            </p>
          )}
          {options.map((option) => (
            <Menu.CheckboxItem
              key={option.value}
              aria-label={option.ariaLabel}
              style={
                option.level && option.level > 1
                  ? { paddingInlineStart: `${option.level - 0.25}rem` }
                  : undefined
              }
              checked={chosen.has(option.value)}
              onCheckedChange={(on) => toggle(option.value, on === true)}
              onSelect={(event) => event.preventDefault()}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100"
            >
              <span
                className="flex size-4 items-center justify-center rounded border border-gray-300 text-[10px] text-violet-700"
                aria-hidden
              >
                {chosen.has(option.value) ? '✓' : ''}
              </span>
              {option.label}
            </Menu.CheckboxItem>
          ))}
          {chosen.size > 0 && (
            <>
              <Menu.Separator className="my-1 h-px bg-gray-200" />
              <Menu.Item
                onSelect={() => onChange([])}
                className="cursor-pointer rounded-md px-3 py-2 text-sm text-gray-500 outline-none data-[highlighted]:bg-gray-100"
              >
                {t('table.clearFilter')}
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
