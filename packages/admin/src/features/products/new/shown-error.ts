import { createContext, useContext } from 'react'
import { type FieldError, get, useFormState } from 'react-hook-form'

/** True once the person tried to leave the current step (Enter in a field); set by StepForm. */
export const StepTriedContext = createContext(false)

/**
 * A field's error, held back until the person has touched the field, tried to go on or submitted.
 * react-hook-form checks a whole field array when an item is added or removed, which would otherwise
 * mark a new, still empty option as wrong before anything was typed.
 */
export function useShownError(name: string): FieldError | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState({ name })
  const tried = useContext(StepTriedContext)
  const touched = get(touchedFields, name) === true
  return touched || tried || isSubmitted ? (get(errors, name) as FieldError | undefined) : undefined
}
