import { type DragEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv'

/** A labelled file input that also takes a file dropped on it; only .csv files are accepted. */
export function CsvFilePicker({
  file,
  onChange,
}: {
  file: File | null
  onChange: (file: File | null) => void
}) {
  const { t } = useTranslation('batch-jobs')
  const id = useId()
  const labelId = `${id}-label`
  const [dragging, setDragging] = useState(false)
  const [refused, setRefused] = useState(false)
  const take = (picked: File | undefined) => {
    const ok = !!picked && isCsv(picked)
    setRefused(!!picked && !ok)
    onChange(ok ? picked : null)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    take(event.dataTransfer.files[0])
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label id={labelId} htmlFor={id} className="text-sm font-medium text-gray-900">
        {t('import.fileLabel')}
      </label>
      <fieldset
        aria-label={t('import.dropHint')}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-2 rounded-lg border-2 border-dashed px-4 py-5 ${dragging ? 'border-violet-500 bg-violet-50' : 'border-gray-300'}`}
      >
        <p className="text-sm text-gray-500">{t('import.dropHint')}</p>
        {/* The native input stays for keyboards and screen readers; its browser-language caption is
            replaced by a translated button-like label. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            aria-labelledby={labelId}
            className="peer sr-only"
            onChange={(event) => take(event.target.files?.[0])}
          />
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-violet-500"
          >
            {t('import.chooseFile')}
          </label>
          <span className="text-sm text-gray-700">
            {file ? t('import.chosenFile', { name: file.name }) : t('import.noFile')}
          </span>
        </div>
      </fieldset>
      {refused && (
        <p role="alert" className="text-sm text-rose-600">
          {t('import.notCsv')}
        </p>
      )}
    </div>
  )
}
