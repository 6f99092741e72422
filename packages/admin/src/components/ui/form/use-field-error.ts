import { type FieldError, get, useFormState } from 'react-hook-form'

/** The error react-hook-form holds for a (dotted) field name, for InputError. */
export function useFieldError(name: string): FieldError | undefined {
  const { errors } = useFormState({ name })
  return get(errors, name) as FieldError | undefined
}
