import { Controller, useFormContext } from 'react-hook-form'
import { SwitchField } from '../switch'

/**
 * SwitchFormField — a boolean field shown as the kit's switch. Props: `name`, `label`, `description`,
 * `disabled`.
 */
export interface SwitchFormFieldProps {
  name: string
  label: string
  description?: string
  disabled?: boolean
}

export function SwitchFormField({ name, label, description, disabled }: SwitchFormFieldProps) {
  const { control } = useFormContext()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onCheckedChange={field.onChange}
          disabled={disabled}
        />
      )}
    />
  )
}
