import * as Menu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'

export interface FilterOption {
  value: string
  label: string
}

export interface MultiFilterProps {
  /** The filter's name, also the trigger button's accessible name (e.g. "Status"). */
  label: string
  options: FilterOption[]
  /** Currently chosen values (from the table state's `filters[key]`). */
  value: string[]
  onChange: (values: string[]) => void
}

/**
 * A toolbar filter: a button that opens a menu of checkable options. The button shows how many are
 * chosen; the menu stays open while options are toggled.
 */
export function MultiFilter({ label, options, value, onChange }: MultiFilterProps) {
  const { t } = useTranslation()
  const chosen = new Set(value)
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((v) => v !== option))
  return (
    <Menu.Root>
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
          {options.length === 0 && <p className="px-3 py-2 text-sm text-gray-500">{t('table.noOptions')}</p>}
          {options.map((option) => (
            <Menu.CheckboxItem
              key={option.value}
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
