// The parts an e-mail is made of, written once by render.ts and then laid out twice: as the plain text
// (blockText, byte for byte what the e-mails have always said) and as HTML (html.ts).

/**
 * An order's lines, totals and address, every value already worded and formatted. A list of lines
 * alone (a swap's items going back) has no amounts and no totals.
 */
export interface SummaryView {
  itemsLabel: string
  items: Array<{ quantity: string; what: string; amount?: string }>
  totals: Array<{ label: string; amount: string }>
  /** Tax already inside the prices, said under the total for information. */
  included?: { label: string; amount: string }
  shipTo?: { label: string; lines: string[] }
}

export type Block =
  /** A paragraph; its line breaks are kept. */
  | { type: 'paragraph'; text: string }
  /**
   * A translated sentence ending in a link. `text` is the whole sentence as the plain version writes it;
   * the HTML shows `lead` (if any) as a paragraph, then a button saying `label`, then the URL, then `tail`.
   */
  | { type: 'link'; text: string; url: string; label: string; lead?: string; tail?: string }
  /** A caption over words someone else wrote (a gift card's message). */
  | { type: 'note'; label: string; body: string }
  | { type: 'summary'; summary: SummaryView }
  /** Blocks the plain text keeps on consecutive lines (a parcel's tracking numbers and links). */
  | { type: 'group'; blocks: Block[] }

/**
 * The plain-text lines of an order summary: items, totals, then the address when there is one. In a
 * right-to-left e-mail each amount is isolated left to right, or "-$5.00" reads "$5.00-".
 */
export function summaryText(s: SummaryView, rtl = false): string {
  const money = (value: string) => (rtl && value ? `\u2066${value}\u2069` : value)
  const line = (i: SummaryView['items'][number]) =>
    i.amount === undefined ? `${i.quantity} × ${i.what}` : `${i.quantity} × ${i.what}  ${money(i.amount)}`
  const blocks = [[s.itemsLabel, ...s.items.map(line)].join('\n')]
  const totals = [...s.totals, ...(s.included ? [s.included] : [])]
  if (totals.length) blocks.push(totals.map((row) => `${row.label}: ${money(row.amount)}`).join('\n'))
  if (s.shipTo) blocks.push([s.shipTo.label, ...s.shipTo.lines].join('\n'))
  return blocks.join('\n\n')
}

/** A block as plain text; `rtl` for a right-to-left e-mail. */
export function blockText(block: Block, rtl = false): string {
  switch (block.type) {
    case 'paragraph':
    case 'link':
      return block.text
    case 'note':
      return `${block.label}\n${block.body}`
    case 'summary':
      return summaryText(block.summary, rtl)
    case 'group':
      return block.blocks.map((b) => blockText(b, rtl)).join('\n')
  }
}

/** Only web links become anchors: anything else (javascript:, data:, a bare token) stays words. */
export const isWebLink = (url: string) => /^https?:\/\/[^\s"'<>]+$/i.test(url) && URL.canParse(url)
