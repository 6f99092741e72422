import type { TFunction } from 'i18next'

/** The kit's MetadataSection labels in the customers namespace. */
export const metadataLabels = (t: TFunction<'customers'>) => ({
  title: t('metadata.title'),
  edit: t('metadata.edit'),
  empty: t('metadata.empty'),
  addRow: t('metadata.addRow'),
  invalidKeys: t('metadata.invalidKeys'),
  cancel: t('actions.cancel'),
  save: t('actions.save'),
  key: (position: number) => t('metadata.key', { position }),
  value: (position: number) => t('metadata.value', { position }),
  removeRow: (position: number) => t('metadata.removeRow', { position }),
})
