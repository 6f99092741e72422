import { type FormEvent, useState } from 'react'
import { useMutationFeedback } from './feedback'

/** A parse result has `errors` to show, or else is what to send. */
type ErrorsOf<R> = R extends { errors: infer E } ? E : never
type ValidOf<R> = Exclude<R, { errors: object }>

/**
 * A form's values and the errors last found in them. On submit `parse` checks the values; errors are
 * shown and nothing is sent, otherwise the errors are cleared and `onValid` gets the parse result.
 */
export function useFormDraft<V extends object, R extends object>(
  initial: V | (() => V),
  parse: (values: V) => R,
  onValid: (valid: ValidOf<R>) => void,
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<ErrorsOf<R>>>({})
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = parse(values)
    const found = 'errors' in result ? (result.errors as ErrorsOf<R> | undefined) : undefined
    if (found) return setErrors(found)
    setErrors({})
    onValid(result as ValidOf<R>)
  }
  return { values, set, errors, submit }
}

/**
 * Callbacks for a save mutation: toast `message` and run `then` (close, open the new record…) on success,
 * toast the server's error on failure and keep the form open.
 */
export function useSaveHandlers(namespace: string) {
  const feedback = useMutationFeedback(namespace)
  return <T = unknown>(message: string, then: (result: T) => void) => ({
    onSuccess: (result: T) => {
      feedback.success(message)
      then(result)
    },
    onError: feedback.failure,
  })
}
