import i18next from 'i18next'
import toast, { type ToastPosition } from 'react-hot-toast'

/** react-hot-toast's own limits, stated here so the app does not silently depend on them. */
export const TOAST_DEFAULTS = {
  durations: { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY },
  /** react-hot-toast keeps at most this many toasts (its TOAST_LIMIT). */
  limit: 20,
  maxWidth: 350,
} as const

/** The analytics preferences screen's toast. */
export const PREFERENCES_TOAST = { position: 'top-right', duration: 3000, width: 380 } as const

export type ToastType = 'success' | 'warning' | 'error' | 'info'

export interface NotifyOptions {
  duration?: number
  position?: ToastPosition
  width?: number
  /** A link under the message, such as a finished export's file. */
  action?: { label: string; href: string }
}

const ACCENT: Record<ToastType, string> = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-rose-500',
  info: 'bg-sky-500',
}

const durationOf = (type: ToastType) =>
  type === 'success'
    ? TOAST_DEFAULTS.durations.success
    : type === 'error'
      ? TOAST_DEFAULTS.durations.error
      : TOAST_DEFAULTS.durations.blank

function show(type: ToastType, title: string, message?: string, opts: NotifyOptions = {}) {
  return toast.custom(
    (t) => (
      <div
        role={type === 'error' ? 'alert' : 'status'}
        data-toast-type={type}
        style={{ width: opts.width, maxWidth: opts.width ?? TOAST_DEFAULTS.maxWidth }}
        className={`flex gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-lg ${t.visible ? 'opacity-100' : 'opacity-0'} transition-opacity`}
      >
        <span className={`mt-1 size-2.5 shrink-0 rounded-full ${ACCENT[type]}`} aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-gray-900">{title}</p>
          {message && <p className="mt-0.5 text-sm text-gray-600">{message}</p>}
          {opts.action && (
            <a
              href={opts.action.href}
              className="mt-1 inline-block text-sm font-medium text-violet-700 hover:underline"
            >
              {opts.action.label}
            </a>
          )}
        </div>
        <button
          type="button"
          aria-label={i18next.t('common.close')}
          className="self-start text-gray-400 hover:text-gray-700"
          onClick={() => toast.dismiss(t.id)}
        >
          ×
        </button>
      </div>
    ),
    { duration: opts.duration ?? durationOf(type), ...(opts.position ? { position: opts.position } : {}) },
  )
}

/**
 * Error toasts still showing. A success ends them: after a refused save that is then corrected and
 * saved, the old refusal would otherwise stay beside the confirmation and contradict it.
 */
const shownErrors = new Set<string>()

export const notify = {
  success: (title: string, message?: string, opts?: NotifyOptions) => {
    for (const id of shownErrors) toast.dismiss(id)
    shownErrors.clear()
    return show('success', title, message, opts)
  },
  warning: (title: string, message?: string, opts?: NotifyOptions) => show('warning', title, message, opts),
  error: (title: string, message?: string, opts?: NotifyOptions) => {
    const id = show('error', title, message, opts)
    shownErrors.add(id)
    return id
  },
  info: (title: string, message?: string, opts?: NotifyOptions) => show('info', title, message, opts),
}

export type Notify = typeof notify
