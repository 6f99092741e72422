import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { productImportTemplate, TEMPLATE_FILE_NAME } from './csv-template'

/** Saves the import template, generated in the browser, as a .csv file. */
export function DownloadTemplateButton() {
  const { t } = useTranslation('batch-jobs')
  const save = () => {
    const url = URL.createObjectURL(new Blob([productImportTemplate()], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = TEMPLATE_FILE_NAME
    document.body.append(link)
    link.click()
    link.remove()
    // Revoked a moment later: the click starts the download asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <Button variant="secondary" onClick={save}>
      {t('import.downloadTemplate')}
    </Button>
  )
}
