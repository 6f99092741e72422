import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useWizard } from '../../../components/ui/wizard-context'
import type { NewProductForm, newProductSchema } from './form-schema'
import { StepTriedContext } from './shown-error'

type Field = keyof NewProductForm

export interface StepFormProps {
  schema: ReturnType<typeof newProductSchema>
  fields: readonly Field[]
  children: ReactNode
}

/**
 * One step of the wizard. Next stays disabled while the step's fields break the schema; Enter in a
 * field checks the step, shows its errors (held back until then, see useShownError) and moves on only
 * when they pass.
 */
export function StepForm({ schema, fields, children }: StepFormProps) {
  const { control, trigger } = useFormContext<NewProductForm>()
  const { enableNextPage, disableNextPage, goToNext } = useWizard()
  const [tried, setTried] = useState(false)
  const values = useWatch({ control, name: fields as Field[] })
  const stepSchema = useMemo(
    () => schema.pick(Object.fromEntries(fields.map((f) => [f, true])) as Record<Field, true>),
    [schema, fields],
  )
  const valid = stepSchema.safeParse(Object.fromEntries(fields.map((f, i) => [f, values[i]]))).success

  useEffect(() => {
    if (valid) enableNextPage()
    else disableNextPage()
  }, [valid, enableNextPage, disableNextPage])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement
    if (e.key !== 'Enter' || e.defaultPrevented || target.tagName !== 'INPUT') return
    e.preventDefault()
    setTried(true)
    void trigger(fields as Field[], { shouldFocus: true }).then((ok) => ok && goToNext())
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter handling for the fields inside; the wizard's buttons stay the controls.
    <div className="flex flex-col gap-4" onKeyDown={onKeyDown}>
      <StepTriedContext value={tried}>{children}</StepTriedContext>
    </div>
  )
}
