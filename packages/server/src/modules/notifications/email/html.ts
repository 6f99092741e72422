import { type Block, type SummaryView, isWebLink } from './blocks'

// The HTML part of an e-mail: one self-contained document. Mail clients drop <style> blocks, external
// CSS, images from unknown senders and scripts, and several (Outlook on Windows) lay out only tables, so
// the layout is nested tables with inline styles and nothing is loaded from anywhere.

export interface HtmlMail {
  /** The catalogue's locale (`de`, `pt-BR`): the document's `lang`. */
  lang: string
  subject: string
  store: string
  blocks: Block[]
}

/** The catalogues' right-to-left languages. */
const RTL = new Set(['ar'])
export const isRtl = (lang: string) => RTL.has(lang)

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Every value written into the document goes through here, text and attributes alike. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/** Escaped, with the text's line breaks kept. */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;"
const MUTED = 'color:#71717a;'
const RULE = 'border-top:1px solid #e4e4e7;'
const LAYOUT = 'role="presentation" cellpadding="0" cellspacing="0" border="0"'

/** `start` and `end` as the left/right an `align` attribute takes (older clients know no logical sides). */
interface Sides {
  start: 'left' | 'right'
  end: 'left' | 'right'
  rtl: boolean
}

const paragraph = (html: string, style = '', attrs = '') =>
  `<p${attrs} style="margin:0 0 16px;${style}">${html}</p>`

function button(url: string, label: string): string {
  const href = escapeHtml(url)
  const link =
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT}` +
    'font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">' +
    // A sentence that starts with its link leaves no words for the label: the URL stands in.
    `${escapeHtml(label || url)}</a>`
  // The URL is written out as well: some clients strip styled links or block them until asked.
  const raw = `<a href="${href}" target="_blank" style="${MUTED}text-decoration:underline;">${href}</a>`
  return (
    `<table ${LAYOUT} style="margin:0 0 8px;"><tr>` +
    `<td style="border-radius:6px;background-color:#18181b;">${link}</td></tr></table>` +
    // A URL reads left to right in every language.
    paragraph(raw, `font-size:12px;${MUTED}word-break:break-all;`, ' dir="ltr"')
  )
}

function summaryTable(s: SummaryView, sides: Sides): string {
  const cell = (html: string, style = '', attrs = '') =>
    `<td${attrs} style="padding:8px 0;vertical-align:top;${style}">${html}</td>`
  // In a right-to-left e-mail an amount keeps its own direction: "-$5.00", not "$5.00-".
  const money = (value: string) =>
    sides.rtl && value ? `<span dir="ltr">${escapeHtml(value)}</span>` : escapeHtml(value)
  const amount = (value: string, style = '') =>
    cell(money(value), `white-space:nowrap;padding-${sides.start}:16px;${style}`, ` align="${sides.end}"`)
  const items = s.items.map(
    (item) =>
      `<tr>${cell(`${escapeHtml(item.quantity)}&nbsp;×`, `${RULE}white-space:nowrap;padding-${sides.end}:12px;`)}` +
      `${cell(escapeHtml(item.what), RULE)}${amount(item.amount ?? '', RULE)}</tr>`,
  )
  // The grand total is always the last row: it gets the weight and a rule above it.
  const totals = s.totals.map((row, i) => {
    const last = i === s.totals.length - 1
    const style = last ? `${RULE}font-weight:bold;` : i === 0 ? RULE : 'padding-top:0;'
    return `<tr>${cell(escapeHtml(row.label), style, ' colspan="2"')}${amount(row.amount, style)}</tr>`
  })
  // Tax inside the prices, under the total and muted: it is not added again.
  const included = s.included
    ? `<tr>${cell(escapeHtml(s.included.label), `padding-top:0;${MUTED}`, ' colspan="2"')}${amount(s.included.amount, `padding-top:0;${MUTED}`)}</tr>`
    : ''
  const heading = `<tr><th colspan="3" align="${sides.start}" style="padding:0 0 8px;font-size:13px;${MUTED}text-transform:uppercase;">${escapeHtml(s.itemsLabel)}</th></tr>`
  const table = `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;font-size:14px;">${heading}${items.join('')}${totals.join('')}${included}</table>`
  if (!s.shipTo) return table
  // Each line takes its own direction: a Latin street in an Arabic e-mail still reads "12 Queen St W".
  const line = (l: string) => (sides.rtl ? `<bdi>${escapeHtml(l)}</bdi>` : escapeHtml(l))
  const address = [`<strong>${escapeHtml(s.shipTo.label)}</strong>`, ...s.shipTo.lines.map(line)]
  return table + paragraph(address.join('<br>'))
}

function blockHtml(block: Block, sides: Sides): string {
  switch (block.type) {
    case 'paragraph':
      return paragraph(lines(block.text))
    case 'link':
      if (!isWebLink(block.url)) return paragraph(lines(block.text))
      return [
        block.lead ? paragraph(lines(block.lead)) : '',
        button(block.url, block.label),
        block.tail ? paragraph(lines(block.tail)) : '',
      ].join('')
    case 'note':
      return (
        paragraph(lines(block.label), 'margin-bottom:8px;') +
        `<table ${LAYOUT} width="100%" style="margin:0 0 16px;"><tr><td style="padding:8px 16px;` +
        `border-${sides.start}:3px solid #d4d4d8;">${lines(block.body)}</td></tr></table>`
      )
    case 'summary':
      return summaryTable(block.summary, sides)
    case 'group':
      return block.blocks.map((b) => blockHtml(b, sides)).join('')
  }
}

/** The e-mail as a complete HTML document: the store as header, the blocks, the store again as footer. */
export function renderHtml(mail: HtmlMail): string {
  const rtl = RTL.has(mail.lang)
  const sides: Sides = rtl ? { start: 'right', end: 'left', rtl } : { start: 'left', end: 'right', rtl }
  const store = escapeHtml(mail.store)
  const body = mail.blocks.map((b) => blockHtml(b, sides)).join('\n')
  return `<!DOCTYPE html>
<html lang="${escapeHtml(mail.lang)}" dir="${rtl ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<table ${LAYOUT} width="100%" style="background-color:#f4f4f5;"><tr><td align="center" style="padding:24px 12px;">
<table ${LAYOUT} width="100%" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td align="${sides.start}" style="padding:24px 32px;border-bottom:1px solid #e4e4e7;${FONT}font-size:20px;font-weight:bold;color:#18181b;">${store}</td></tr>
<tr><td align="${sides.start}" style="padding:24px 32px 8px;${FONT}font-size:15px;line-height:1.6;color:#27272a;">
${body}
</td></tr>
</table>
<table ${LAYOUT} width="100%" style="max-width:600px;"><tr><td align="center" style="padding:16px 32px;${FONT}font-size:12px;${MUTED}">${store}</td></tr></table>
</td></tr></table>
</body>
</html>
`
}
