import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { expect } from 'vitest'
import { PollingProvider } from '../../providers/polling'
import { mockFetch, Providers, testQueryClient } from '../../test/utils'

// Shared by the DOM tests of the import dialogs (products, inventory): one fake server, one upload.

type Job = Record<string, unknown>

/**
 * Renders `dialog` against a server whose import job answers with `job` once created (the upload is
 * stored under `uploadKey`); records the job-creating requests.
 */
export function serveImportJob(job: Job, uploadKey: string, dialog: ReactElement) {
  const created: unknown[] = []
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/batch-jobs' && init.method === 'POST') {
      created.push(JSON.parse(String(init.body)))
      return { status: 201, body: { batch_job: { ...job, status: 'created', result: null } } }
    }
    if (url.pathname === '/admin/batch-jobs') return { body: { batch_jobs: [], count: 0 } }
    if (url.pathname === '/admin/uploads/protected')
      return { body: { uploads: [{ key: uploadKey, url: '' }] } }
    if (url.pathname === `/admin/batch-jobs/${job.id}`) return { body: { batch_job: job } }
    if (url.pathname === `/admin/batch-jobs/${job.id}/confirm`)
      return { body: { batch_job: { ...job, status: 'confirmed' } } }
    return undefined
  })
  render(
    <Providers client={testQueryClient()}>
      <PollingProvider>{dialog}</PollingProvider>
    </Providers>,
  )
  return { calls, created }
}

/** Picks `file` in the dialog (Check stays disabled until then) and starts the dry run. */
export async function uploadCsv(file: File) {
  const check = screen.getByRole('button', { name: 'Upload and check' })
  expect(check).toHaveProperty('disabled', true)
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } })
  await waitFor(() => expect(screen.getByText(`Chosen file: ${file.name}`)).toBeTruthy())
  fireEvent.click(check)
}
