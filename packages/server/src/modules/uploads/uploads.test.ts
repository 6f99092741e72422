import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../jobs/test-helpers'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { generateFileKey, isSafeKey, sanitizeFileName } from './keys'
import { UrlSigner } from './storage'

let t: TestApp
let admin: AdminCredentials
const dir = mkdtempSync(join(tmpdir(), 'mercato-uploads-'))
const LIMIT = 64 * 1024

beforeAll(async () => {
  t = await startTestApp({ uploadsDir: dir, uploadMaxBytes: LIMIT, backendUrl: 'http://shop.test' })
  admin = await createAdmin(t)
})
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function upload(files: Parameters<typeof multipart>[0], path = '/admin/uploads') {
  const body = multipart(files)
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  })
}
const local = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

describe('uploads', () => {
  it('stores several public files from the field "files" and serves them', async () => {
    const res = await upload([
      { name: 'summer tee.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' },
      { name: 'notes.txt', content: 'hello', type: 'text/plain' },
    ])
    expect(res.statusCode).toBe(200)
    const { uploads } = res.json()
    expect(uploads).toHaveLength(2)
    expect(uploads[0].key).toMatch(/^[0-9A-Z]{26}-summer-tee\.png$/)
    expect(uploads[0].url).toBe(`http://shop.test/uploads/${uploads[0].key}`)
    const file = await t.app.inject({ method: 'GET', url: local(uploads[1].url) })
    expect(file.statusCode).toBe(200)
    expect(file.body).toBe('hello')
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
  })

  it('keeps protected files private: only a signed, unexpired link opens them', async () => {
    const res = await upload(
      [{ name: 'import.csv', content: 'Product Handle\ntee\n' }],
      '/admin/uploads/protected',
    )
    expect(res.statusCode).toBe(200)
    const [{ key, url }] = res.json().uploads
    expect(existsSync(join(dir, 'private', key))).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404)
    const link = await t.app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      headers: admin.headers,
      payload: { file_key: key },
    })
    expect(link.statusCode).toBe(200)
    const signed = link.json().download_url as string
    expect(signed).toMatch(new RegExp(`^http://shop.test/uploads/protected/${key}\\?expires=\\d+&signature=`))
    const ok = await t.app.inject({ method: 'GET', url: local(signed) })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('Product Handle\ntee\n')
    expect(ok.headers['content-disposition']).toBe('attachment; filename="import.csv"')
    expect((await t.app.inject({ method: 'GET', url: local(url) })).statusCode).toBe(200)

    const u = new URL(signed)
    const tampered = await t.app.inject({
      method: 'GET',
      url: `${u.pathname}?expires=${Number(u.searchParams.get('expires')) + 60}&signature=${u.searchParams.get('signature')}`,
    })
    expect(tampered.statusCode).toBe(403)
    expect(tampered.json()).toEqual({ type: 'not_allowed', message: 'This download link is not valid' })
    const otherKey = await t.app.inject({
      method: 'GET',
      url: `/uploads/protected/${generateFileKey('x.csv')}${u.search}`,
    })
    expect(otherKey.statusCode).toBe(403)
    const expires = Math.floor(Date.now() / 1000) - 10
    const expired = new UrlSigner(t.ctx.config.cookieSecret).sign(key, expires)
    const late = await t.app.inject({
      method: 'GET',
      url: `/uploads/protected/${key}?expires=${expires}&signature=${expired}`,
    })
    expect(late.statusCode).toBe(403)
    expect(late.json().message).toBe('This download link has expired')
    expect((await t.app.inject({ method: 'GET', url: `/uploads/protected/${key}` })).statusCode).toBe(400)
  })

  it('deletes a file by key', async () => {
    const res = await upload([{ name: 'gone.json', content: '{}', type: 'application/json' }])
    const { key } = res.json().uploads[0]
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/admin/uploads',
      headers: admin.headers,
      payload: { file_key: key },
    })
    expect(del.statusCode).toBe(200)
    expect(del.json()).toEqual({ id: key, object: 'file', deleted: true })
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404)
    const link = await t.app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      headers: admin.headers,
      payload: { file_key: key },
    })
    expect(link.statusCode).toBe(404)
  })

  it('refuses keys that could leave the storage folder', async () => {
    for (const file_key of [
      '../../etc/passwd',
      '/etc/passwd',
      'a/b.png',
      'a\\b.png',
      '..',
      '.hidden',
      'x..png',
    ]) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: '/admin/uploads',
        headers: admin.headers,
        payload: { file_key },
      })
      expect(del.statusCode, file_key).toBe(400)
      expect(del.json().message).toMatch(/is not a valid file key$/)
      const link = await t.app.inject({
        method: 'POST',
        url: '/admin/uploads/download-url',
        headers: admin.headers,
        payload: { file_key },
      })
      expect(link.statusCode, file_key).toBe(400)
    }
    for (const path of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/..%5Cprivate']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404)
    }
    // The router resolves `/uploads/%2e%2e` to `/` (the storefront's home when it is built): never a stored file.
    const dotDot = await t.app.inject({ method: 'GET', url: '/uploads/%2e%2e' })
    const home = await t.app.inject({ method: 'GET', url: '/' })
    expect(dotDot.statusCode).toBe(home.statusCode)
    expect(dotDot.headers['content-type']).toBe(home.headers['content-type'])
    // A hostile file name only ever becomes a flat key.
    const res = await upload([{ name: '../../../evil.png', content: 'x', type: 'image/png' }])
    expect(res.json().uploads[0].key).toMatch(/^[0-9A-Z]{26}-evil\.png$/)
    expect(isSafeKey(res.json().uploads[0].key)).toBe(true)
    expect(sanitizeFileName('..\\..\\a b?.CSV')).toBe('a-b.csv')
  })

  it('limits size and type with clear messages, and stores nothing from a refused request', async () => {
    const before = readdirSync(join(dir, 'public')).length
    const big = await upload([
      { name: 'ok.txt', content: 'fine', type: 'text/plain' },
      { name: 'big.csv', content: Buffer.alloc(LIMIT + 1, 97) },
    ])
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({
      type: 'invalid_data',
      message: 'File "big.csv" is larger than the limit of 64 KB',
    })
    const exact = await upload([{ name: 'exact.csv', content: Buffer.alloc(LIMIT, 97) }])
    expect(exact.statusCode).toBe(200)

    const exe = await upload([{ name: 'tool.exe', content: 'MZ', type: 'application/octet-stream' }])
    expect(exe.statusCode).toBe(400)
    expect(exe.json().message).toBe(
      'File "tool.exe" has a type that is not allowed; allowed: images (png, jpg, gif, webp, avif), csv, txt, pdf, json',
    )
    const html = await upload([{ name: 'page.png', content: '<script>', type: 'text/html' }])
    expect(html.statusCode).toBe(400)
    expect(html.json().message).toBe(
      'File "page.png" is declared as text/html, which does not match its .png name',
    )
    const svg = await upload([{ name: 'logo.svg', content: '<svg/>', type: 'image/svg+xml' }])
    expect(svg.statusCode).toBe(400)
    const wrongField = await upload([{ name: 'a.txt', content: 'a', type: 'text/plain', field: 'file' }])
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json().message).toBe('Files must be sent in the multipart field "files", not "file"')
    expect(readdirSync(join(dir, 'public')).filter((f) => !f.endsWith('exact.csv')).length).toBe(before)

    const json = await t.app.inject({
      method: 'POST',
      url: '/admin/uploads',
      headers: admin.headers,
      payload: { files: [] },
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().message).toBe('Send the files as multipart/form-data in the field "files"')
  })

  it('needs a signed-in admin', async () => {
    const body = multipart([{ name: 'a.txt', content: 'a', type: 'text/plain' }])
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/uploads',
      headers: body.headers,
      payload: body.payload,
    })
    expect(res.statusCode).toBe(401)
  })
})
