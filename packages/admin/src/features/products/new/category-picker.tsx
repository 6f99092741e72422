import { CheckboxListField } from '../../../components/ui/form'
import { useCategoryChoices } from './category-choices'

export interface CategoryPickerProps {
  /** The form field holding the chosen category ids. */
  name: string
  label: string
  /** Shown when the store has no categories. */
  empty: string
}

/** Checkboxes for the product's categories, each named by its path; for the wizard and the product page. */
export function CategoryPicker({ name, label, empty }: CategoryPickerProps) {
  const { choices, isLoading } = useCategoryChoices()
  // No "there are none" while the tree is still on its way.
  return <CheckboxListField name={name} label={label} empty={isLoading ? '' : empty} options={choices} />
}
