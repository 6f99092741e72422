/** A cart or order line as far as its title goes. */
export interface TitledLine {
  title: string
  description?: string | null
  variant?: { title?: string | null } | null
}

/**
 * What tells a line apart from other lines of the same product ("M / Blue"): the variant's title, else
 * the line's description (the server copies the variant's title there). Null when there is none or it
 * only repeats the product's title.
 */
export function variantLabel(line: TitledLine): string | null {
  const label = (line.variant?.title || line.description || '').trim()
  return label && label !== line.title ? label : null
}
