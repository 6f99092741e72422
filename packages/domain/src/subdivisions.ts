/**
 * States and provinces a country's postal addresses choose from, as the ISO 3166-2 code suffix (the
 * letters carriers print, "TX") and the English name. Only countries whose addresses need one are listed.
 */
export interface Subdivision {
  code: string
  name: string
}

// The 50 states, the District of Columbia, the inhabited territories with their own USPS codes, and the
// armed forces "states" (AA, AE, AP) that military mail uses in place of a state.
const US: readonly Subdivision[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'GU', name: 'Guam' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AP', name: 'Armed Forces Pacific' },
]

const CA: readonly Subdivision[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
]

const BY_COUNTRY: Readonly<Record<string, readonly Subdivision[]>> = { us: US, ca: CA }

/** The states or provinces of `countryCode` (any case), or undefined where addresses take free text. */
export function subdivisionsOf(countryCode: string | null | undefined): readonly Subdivision[] | undefined {
  return BY_COUNTRY[(countryCode ?? '').toLowerCase()]
}

/**
 * The code in `list` that a typed value stands for, by code or by name in any case ("tx", "Texas");
 * undefined when it matches none.
 */
export function subdivisionCode(list: readonly Subdivision[], value: string | null | undefined) {
  const v = (value ?? '').trim().toLowerCase()
  if (!v) return undefined
  return list.find((s) => s.code.toLowerCase() === v || s.name.toLowerCase() === v)?.code
}

/**
 * The state to keep when an address's country becomes `country`: a listed country's code for a typed code
 * or name, else nothing; free text as it is, unless it was a code from the list of `previous`.
 */
export function provinceFor(country: string, value: string | null | undefined, previous?: string) {
  const list = subdivisionsOf(country)
  if (list) return subdivisionCode(list, value) ?? ''
  return previous && subdivisionsOf(previous) ? '' : (value ?? '')
}
