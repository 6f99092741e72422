/** One option of the product being created: its title and the values people typed. */
export interface OptionDraft {
  title: string
  values: string[]
}

/** The smallest piece of a variant the generator needs: its option values, in option order. */
export interface GeneratedVariant {
  title: string
  option_values: string[]
}

/** Every combination of the options' values, in option order (S/Red, S/Blue, M/Red, M/Blue). */
export function combinations(options: OptionDraft[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  )
}

const comboKey = (values: string[]) => JSON.stringify(values)

/**
 * The variants for the current options: one per combination, in combination order. A variant whose
 * combination still exists keeps what was entered for it; new combinations get `blank(values)`.
 * Without options the product has one variant, titled `defaultTitle`.
 */
export function syncVariants<V extends GeneratedVariant>(
  options: OptionDraft[],
  existing: V[],
  blank: (title: string, values: string[]) => V,
  defaultTitle: string,
): V[] {
  const combos = options.length === 0 ? [[]] : combinations(options)
  const byCombo = new Map(existing.map((v) => [comboKey(v.option_values), v]))
  return combos.map(
    (values) => byCombo.get(comboKey(values)) ?? blank(values.join(' / ') || defaultTitle, values),
  )
}

/** Whether `next` describes other combinations than `current` (so the form must be updated). */
export const sameCombinations = (current: GeneratedVariant[], next: GeneratedVariant[]) =>
  current.length === next.length &&
  current.every((v, i) => comboKey(v.option_values) === comboKey(next[i]!.option_values))
