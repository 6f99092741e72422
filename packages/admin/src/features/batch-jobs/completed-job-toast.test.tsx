import type { Mercato } from '@mercato/client'
import { act, cleanup, render, screen } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it } from 'vitest'
import { Toaster } from '../../components/ui/toaster'
import { announceCompletedJob } from './completed-job-toast'

afterEach(() => {
  act(() => toast.remove())
  cleanup()
})

const TEXT = { title: 'Product export batch job completed', download: 'Download' }
const URL = 'http://localhost/uploads/protected/exports%2Fproducts.csv?expires=1&signature=s'

/** A client whose signed-link answer is `answer`, keeping the keys it was asked for. */
function fakeClient(answer: () => Promise<{ download_url: string }>) {
  const asked: string[] = []
  const getPresignedDownloadUrl = (payload: { file_key: string }) => {
    asked.push(payload.file_key)
    return answer()
  }
  return { client: { admin: { uploads: { getPresignedDownloadUrl } } } as unknown as Mercato, asked }
}

const exportJob = {
  type: 'product-export',
  status: 'completed' as const,
  result: { file_key: 'exports/products.csv' },
}

async function announce(client: Mercato, job: Parameters<typeof announceCompletedJob>[1]) {
  render(<Toaster />)
  await act(() => announceCompletedJob(client, job, TEXT))
  return screen.findByText(TEXT.title)
}

describe('the toast of a finished batch job', () => {
  it('offers a finished export’s file by the Activity panel’s signed link', async () => {
    const { client, asked } = fakeClient(async () => ({ download_url: URL }))
    await announce(client, exportJob)
    expect(asked).toEqual(['exports/products.csv'])
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(URL)
  })

  it('has no link for an import', async () => {
    const { client, asked } = fakeClient(async () => ({ download_url: URL }))
    await announce(client, { type: 'product-import', status: 'completed', result: {} })
    expect(asked).toEqual([])
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('still says the export finished when no link could be had', async () => {
    const { client } = fakeClient(() => Promise.reject(new Error('offline')))
    await announce(client, exportJob)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
