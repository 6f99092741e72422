import * as RadixTooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'

export const TOOLTIP_DEFAULTS = { maxWidth: 220, delayDuration: 100, side: 'bottom' } as const

export interface TooltipProps {
  content: ReactNode
  children: ReactNode
  side?: 'top' | 'right' | 'bottom' | 'left'
  maxWidth?: number
  delayDuration?: number
}

export function Tooltip({
  content,
  children,
  side = TOOLTIP_DEFAULTS.side,
  maxWidth = TOOLTIP_DEFAULTS.maxWidth,
  delayDuration = TOOLTIP_DEFAULTS.delayDuration,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={8}
            style={{ maxWidth }}
            className="z-50 rounded-md border border-gray-200 bg-white px-3 py-2 text-xs text-gray-700 shadow-md"
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
