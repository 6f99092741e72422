import type { MercatoApp } from '../app'
import type { AdminCredentials } from '../testing/harness'
import { CsvParser } from './csv'

/** A multipart/form-data body with every file under the field `files` (as medusa-js sends it). */
export function multipart(
  files: Array<{ name: string; content: string | Buffer; type?: string; field?: string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mercato${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Uploads a CSV privately and returns its key. */
export async function uploadCsv(
  t: MercatoApp,
  admin: AdminCredentials,
  csv: string | Buffer,
  name = 'products.csv',
) {
  const body = multipart([{ name, content: csv }])
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/uploads/protected',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  })
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`)
  return res.json().uploads[0].key as string
}

export async function createJob(
  t: MercatoApp,
  admin: AdminCredentials,
  body: { type: string; context: Record<string, unknown>; dry_run?: boolean },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/batch-jobs',
    headers: admin.headers,
    payload: body,
  })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  return res.json().batch_job as { id: string; status: string }
}

/** Polls GET /admin/batch-jobs/:id until the job reaches one of `statuses`. */
export async function waitForJob(
  t: MercatoApp,
  admin: AdminCredentials,
  id: string,
  statuses: string[] = ['completed', 'failed', 'canceled'],
  timeoutMs = 20_000,
) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/admin/batch-jobs/${id}`, headers: admin.headers })
    const job = res.json().batch_job
    if (statuses.includes(job.status)) return job
    if (Date.now() > until) throw new Error(`job ${id} is still ${job.status}: ${JSON.stringify(job.result)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Rows of the product CSV: `;`-separated, header first. Undefined cells are left empty. */
export function csv(header: string[], rows: Array<Record<string, string | number | undefined>>): string {
  const cell = (v: string | number | undefined) => {
    const s = v === undefined ? '' : String(v)
    return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  return [header.join(';'), ...rows.map((r) => header.map((h) => cell(r[h])).join(';'))].join('\n')
}

/** The catalogue as people see it, keyed by handle and SKU (database ids of references left out). */
export async function snapshot(t: MercatoApp) {
  const q = (text: string) => t.ctx.database.query<Record<string, unknown>>(text)
  const products =
    await q(`SELECT p.id, p.handle, p.title, p.subtitle, p.description, p.status, p.thumbnail, p.weight, p.length,
      p.height, p.width, p.hs_code, p.origin_country, p.mid_code, p.material, p.discountable, p.external_id,
      c.handle AS collection, c.title AS collection_title, ty.value AS type, sp.name AS profile,
      (SELECT string_agg(tg.value, ',' ORDER BY tg.value) FROM product_tags pt JOIN product_tag tg ON tg.id = pt.product_tag_id WHERE pt.product_id = p.id) AS tags,
      (SELECT string_agg(url, ' ' ORDER BY rank) FROM product_image i WHERE i.product_id = p.id) AS images,
      (SELECT string_agg(sc.name || ':' || coalesce(sc.description, ''), ',' ORDER BY sc.name) FROM product_sales_channel psc
         JOIN sales_channel sc ON sc.id = psc.sales_channel_id WHERE psc.product_id = p.id) AS channels,
      (SELECT string_agg(pc.handle || ':' || pc.name || ':' || pc.description, ',') FROM product_category_product pcp
         JOIN product_category pc ON pc.id = pcp.product_category_id WHERE pcp.product_id = p.id) AS categories,
      (SELECT string_agg(o.title, ',' ORDER BY o.rank) FROM product_option o WHERE o.product_id = p.id) AS options
    FROM product p LEFT JOIN product_collection c ON c.id = p.collection_id LEFT JOIN product_type ty ON ty.id = p.type_id
    LEFT JOIN shipping_profile sp ON sp.id = p.profile_id ORDER BY p.handle`)
  const variants =
    await q(`SELECT v.id, p.handle, v.title, v.sku, v.barcode, v.variant_rank, v.inventory_quantity, v.allow_backorder,
      v.manage_inventory, v.weight, v.origin_country,
      (SELECT string_agg(o.title || '=' || ov.value, ',' ORDER BY o.rank) FROM product_option_value ov
         JOIN product_option o ON o.id = ov.option_id WHERE ov.variant_id = v.id) AS options,
      (SELECT string_agg(m.currency_code || coalesce('@' || r.name, '') || '=' || m.amount, ',' ORDER BY m.currency_code, r.name)
         FROM money_amount m LEFT JOIN region r ON r.id = m.region_id
         WHERE m.variant_id = v.id AND m.price_list_id IS NULL) AS prices
    FROM product_variant v JOIN product p ON p.id = v.product_id ORDER BY v.sku`)
  return { products, variants }
}

/** Runs an export job to completion and reads its CSV back: the finished job, header and rows. */
export async function exportCsv(
  t: MercatoApp,
  admin: AdminCredentials,
  type: string,
  context: Record<string, unknown>,
) {
  const job = await createJob(t, admin, { type, context })
  const done = await waitForJob(t, admin, job.id)
  if (done.status !== 'completed')
    throw new Error(`${type} ended ${done.status}: ${JSON.stringify(done.result)}`)
  const link = await t.app.inject({
    method: 'POST',
    url: '/admin/uploads/download-url',
    headers: admin.headers,
    payload: { file_key: done.result.file_key },
  })
  const url = new URL(link.json().download_url)
  const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
  if (file.statusCode !== 200) throw new Error(`download answered ${file.statusCode}`)
  const [header, ...rows] = new CsvParser().push(file.body).map((r) => r.fields)
  return { job: done, header, rows }
}
