import type { Discount } from '@mercato/client'
import { discountStatus } from '@mercato/domain'
import { useAdminGetDiscountByCode } from '@mercato/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { InputField } from '../../components/ui/input-field'
import { describeError } from '../../lib/server-messages'

export type CodeProblem = 'notFound' | 'disabled' | 'scheduled' | 'expired' | 'used' | 'region' | 'duplicate'

/**
 * Why a found discount cannot go on a draft of `regionId`, as far as its own data says, or null. Customer
 * group conditions, and a dynamic code's regions (its parent's, not listed here), are left to the server.
 */
export function discountCodeProblem(d: Discount, regionId: string | undefined, now = new Date()) {
  const status = discountStatus(d, now)
  if (status === 'disabled' || status === 'scheduled') return status
  if (status === 'expired')
    return d.usage_limit != null && d.usage_count >= d.usage_limit ? 'used' : 'expired'
  if (regionId && !d.is_dynamic && d.regions && !d.regions.some((r) => r.id === regionId)) return 'region'
  return null
}

/**
 * Looks a code up with the Admin API when it is added; `onFound` gets the discount's own code when it
 * may be used, else the problem is kept for the field to show.
 */
function useCodeCheck(regionId: string | undefined, onFound: (code: string) => void) {
  const [checking, setChecking] = useState<string | null>(null)
  const [problem, setProblem] = useState<{ kind: CodeProblem; code: string } | null>(null)
  const { discount, error, isFetching } = useAdminGetDiscountByCode(checking ?? '', {
    enabled: checking !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })
  useEffect(() => {
    if (checking === null || isFetching || (!discount && !error)) return
    setChecking(null)
    if (!discount) {
      setProblem({ kind: 'notFound', code: checking.toUpperCase() })
      return
    }
    const kind = discountCodeProblem(discount, regionId)
    if (kind) setProblem({ kind, code: discount.code })
    else onFound(discount.code)
  }, [checking, isFetching, discount, error, regionId, onFound])
  const check = (code: string) => {
    setProblem(null)
    setChecking(code)
  }
  return { check, checking: checking !== null, problem, setProblem }
}

/**
 * Discount codes as chips, with a field to add one: each code is checked when it is added and a refusal
 * is said next to the field. `onChange` gets the new list; when it returns a promise (a save), the
 * field is cleared once it resolves and its refusal is shown beside the field.
 */
export function DiscountCodesField({
  codes,
  regionId,
  onChange,
  onRemove,
  busy,
}: {
  codes: string[]
  regionId: string | undefined
  onChange: (next: string[]) => Promise<unknown> | undefined
  /** Removes a code; by default the list without it goes to `onChange`. */
  onRemove?: (code: string) => void
  busy?: boolean
}) {
  const { t } = useTranslation('draft-orders')
  const [text, setText] = useState('')
  const [refused, setRefused] = useState<string | null>(null)
  const found = (code: string) => {
    const saved = onChange([...codes, code])
    if (!saved) return setText('')
    saved.then(
      () => setText(''),
      (error: unknown) => void describeError(t, error).then(setRefused),
    )
  }
  const { check, checking, problem, setProblem } = useCodeCheck(regionId, found)
  const add = () => {
    const code = text.trim()
    setRefused(null)
    if (!code) return
    if (codes.some((c) => c.toUpperCase() === code.toUpperCase()))
      return setProblem({ kind: 'duplicate', code: code.toUpperCase() })
    check(code)
  }
  const message = problem ? t(`discounts.problem.${problem.kind}`, { code: problem.code }) : refused
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-2">
        <InputField
          className="flex-1"
          label={t('discounts.code')}
          value={text}
          errors={message ? [message] : undefined}
          onChange={(e) => {
            setText(e.target.value)
            setProblem(null)
            setRefused(null)
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            add()
          }}
        />
        <Button
          variant="secondary"
          className="mt-6"
          disabled={!text.trim() || checking || busy}
          aria-busy={checking || undefined}
          onClick={add}
        >
          {t('discounts.add')}
        </Button>
      </div>
      {codes.length ? (
        <ul aria-label={t('discounts.codes')} className="flex flex-wrap gap-2">
          {codes.map((c) => (
            <li key={c} className="flex items-center gap-1 rounded-full bg-gray-100 ps-3 text-sm">
              <bdi className="font-mono">{c}</bdi>
              <Button
                size="small"
                variant="ghost"
                disabled={busy}
                aria-label={t('discounts.remove', { code: c })}
                onClick={() => (onRemove ? onRemove(c) : void onChange(codes.filter((x) => x !== c)))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{t('discounts.none')}</p>
      )}
    </div>
  )
}
