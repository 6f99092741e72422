// The pens the demo drawings are made with: the product's colour, a deeper tone of it for seams and
// details, and a pale one for glass, paper and faces.

export interface Ink {
  fill: string
  shade: string
  pale: string
}

export const inkOf = (fill: string): Ink => ({
  fill,
  shade: mix(fill, isLight(fill) ? '#5b5048' : '#000000', isLight(fill) ? 0.35 : 0.3),
  pale: mix(fill, '#ffffff', 0.78),
})

export const filled = (d: string, ink: Ink, fill = ink.fill) =>
  `<path d="${d}" fill="${fill}" stroke="${ink.shade}" stroke-width="4" stroke-linejoin="round"/>`

export const seam = (d: string, ink: Ink, width = 6) =>
  `<path d="${d}" fill="none" stroke="${ink.shade}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

export const button = (x: number, y: number, ink: Ink) =>
  `<circle cx="${x}" cy="${y}" r="9" fill="${ink.shade}"/>`

/** Moves a drawing down (or up) so that it rests on the shadow at the canvas's floor. */
export const lower = (dy: number, svg: string) => `<g transform="translate(0 ${dy})">${svg}</g>`

/** `#rrggbb` a fraction `t` of the way towards `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = rgb(from)
  const b = rgb(to)
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Whether dark text and lines read better on this colour than light ones. */
export function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex)
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 170
}

function rgb(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
}
