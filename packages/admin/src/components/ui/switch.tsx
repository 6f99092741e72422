import * as RadixSwitch from '@radix-ui/react-switch'
import { useId } from 'react'
import { useReadOnly } from './read-only'

export interface SwitchFieldProps {
  label: string
  description?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  /** Dimmed: shown but not in play (e.g. anonymize while opted out). */
  dimmed?: boolean
}

export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  dimmed,
}: SwitchFieldProps) {
  const id = useId()
  const readOnly = useReadOnly()
  return (
    <div
      className={`flex items-start justify-between gap-4 ${dimmed ? 'opacity-50' : ''}`}
      data-dimmed={dimmed || undefined}
    >
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-gray-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-1 text-sm text-gray-500">
            {description}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled || readOnly}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative h-5 w-9 shrink-0 rounded-full bg-gray-300 transition-colors data-[state=checked]:bg-violet-600 disabled:cursor-not-allowed"
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px] rtl:data-[state=checked]:-translate-x-[18px] rtl:-translate-x-0.5" />
      </RadixSwitch.Root>
    </div>
  )
}
