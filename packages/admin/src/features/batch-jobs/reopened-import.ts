import { useSearchParams } from 'react-router'

/**
 * `?import=<job id>`: an import's dry run waiting for its confirmation, opened again from the Activity
 * panel. `clear` takes it out of the address (replacing the entry) once its dialog closes.
 */
export function useReopenedImport() {
  const [params, setParams] = useSearchParams()
  const jobId = params.get('import')
  const clear = () => {
    if (!jobId) return
    setParams(
      (p) => {
        p.delete('import')
        return p
      },
      { replace: true },
    )
  }
  return { jobId, clear }
}
