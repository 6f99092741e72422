/** Countries by their name in `locale` (the backend's English name where the runtime knows none), sorted by it. */
export function localCountryNames<C extends { iso_2: string; display_name: string }>(
  countries: readonly C[],
  locale: string,
): Array<C & { name: string }> {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' })
  } catch {
    names = undefined
  }
  const named = countries.map((c) => ({ ...c, name: names?.of(c.iso_2.toUpperCase()) ?? c.display_name }))
  const { compare } = new Intl.Collator(locale)
  return named.sort((a, b) => compare(a.name, b.name))
}
