import type { Readable } from 'node:stream'
import { invalidData, notFound } from '@mercato/domain'
import type { AppContext } from '../../context'
import { assertSafeKey, checkFileType, generateFileKey } from './keys'
import { FileTooLargeError, type Visibility, fileStorage } from './storage'

export interface IncomingFile {
  fieldname: string
  filename: string
  mimetype: string
  file: Readable & { truncated?: boolean }
}

export interface UploadResult {
  url: string
  key: string
}

export const UPLOAD_FIELD = 'files'
export const MAX_FILES_PER_REQUEST = 20

/**
 * Stores every file of a multipart request. All or nothing: when one file is refused (type, size,
 * field name) the files already stored for this request are deleted again.
 */
export async function storeUploads(
  ctx: AppContext,
  parts: AsyncIterable<IncomingFile>,
  visibility: Visibility,
): Promise<UploadResult[]> {
  const storage = fileStorage(ctx)
  const max = ctx.config.uploadMaxBytes
  const stored: UploadResult[] = []
  try {
    for await (const part of parts) {
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume()
        throw invalidData(
          `Files must be sent in the multipart field "${UPLOAD_FIELD}", not "${part.fieldname}"`,
        )
      }
      const name = part.filename || 'file'
      try {
        checkFileType(name, part.mimetype ?? '')
      } catch (err) {
        part.file.resume()
        throw err
      }
      const key = generateFileKey(name)
      try {
        await storage.put(key, part.file, { visibility, maxBytes: max })
      } catch (err) {
        if (err instanceof FileTooLargeError) throw new FileTooLargeError(max, name)
        throw err
      }
      if (part.file.truncated) {
        await storage.delete(key)
        throw new FileTooLargeError(max, name)
      }
      stored.push({
        key,
        url: visibility === 'public' ? storage.publicUrl(key) : storage.signedUrl(key),
      })
    }
  } catch (err) {
    await Promise.all(stored.map((f) => storage.delete(f.key).catch(() => false)))
    throw tooManyFiles(err) ?? err
  }
  if (stored.length === 0)
    throw invalidData(`No file was uploaded; send files in the multipart field "${UPLOAD_FIELD}"`)
  return stored
}

function tooManyFiles(err: unknown) {
  const code = (err as { code?: string }).code
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return Object.assign(new Error(`At most ${MAX_FILES_PER_REQUEST} files can be uploaded at once`), {
      statusCode: 413,
    })
  }
  return null
}

export async function deleteUpload(ctx: AppContext, key: string) {
  assertSafeKey(key)
  await fileStorage(ctx).delete(key)
  return { id: key, object: 'file' as const, deleted: true as const }
}

export async function downloadUrl(ctx: AppContext, key: string): Promise<string> {
  assertSafeKey(key)
  const storage = fileStorage(ctx)
  const where = await storage.locate(key)
  if (!where) throw notFound(`File with key ${key} was not found`)
  return where === 'public' ? storage.publicUrl(key) : storage.signedUrl(key)
}
