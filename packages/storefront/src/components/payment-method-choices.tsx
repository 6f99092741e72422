import { useI18n } from '../i18n/context'
import { paymentMethodName } from './payment-methods'

/** The region's payment providers as radio buttons, one chosen; inside the caller's fieldset. */
export function PaymentMethodChoices({
  providers,
  chosen,
  onChoose,
}: {
  providers: Array<{ id: string }>
  chosen: string
  onChoose: (providerId: string) => void
}) {
  const { t } = useI18n()
  return providers.map((p) => (
    <label key={p.id} className="flex items-center gap-2 rounded border border-stone-300 bg-white px-3 py-2">
      <input
        type="radio"
        name="payment_provider"
        value={p.id}
        checked={chosen === p.id}
        onChange={() => onChoose(p.id)}
      />
      {paymentMethodName(t, p.id)}
    </label>
  ))
}
