// Form fields for react-hook-form (use inside a FormProvider); each shows the SPEC §5 error display.
export { CheckboxListField } from './checkbox-list-field'
export { MoneyField, MoneyInput } from './money-field'
export { QuantityField } from './quantity-field'
export { type SelectOption, SelectField } from './select-field'
export { SwitchFormField } from './switch-form-field'
export { TagInput, TagInputField } from './tag-input-field'
export { TextareaField, TextField } from './text-field'
export { useFieldError } from './use-field-error'
