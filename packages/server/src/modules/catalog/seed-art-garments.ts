import { type Ink, button, filled, lower, seam } from './seed-art-ink'

// Flat drawings of the demo shop's clothes on an 800×1000 canvas, centred on x = 400, resting near
// y = 800 (the composition in seed-images.ts adds the ground shadow and the background).

const TEE =
  'M286 250 L350 226 Q400 268 450 226 L514 250 L624 344 L572 420 L526 388 L526 730 L274 730 L274 388 L228 420 L176 344 Z'
const LONG_SLEEVES = (hem: number) =>
  `M292 250 L352 226 Q400 268 448 226 L508 250 Q586 280 602 380 L638 740 L576 748 L528 440 L528 ${hem} L272 ${hem} L272 440 L224 748 L162 740 L198 380 Q214 280 292 250 Z`
const CUFFS = 'M578 720 L634 713 M222 720 L166 713'

export function tee(ink: Ink): string {
  return lower(50, filled(TEE, ink) + seam('M350 226 Q400 292 450 226 M274 700 L526 700', ink))
}

export function shirt(ink: Ink): string {
  return (
    filled(LONG_SLEEVES(780), ink) +
    filled('M352 226 L372 298 L400 306 L428 298 L448 226 Q400 262 352 226 Z', ink, ink.shade) +
    seam(`M400 306 L400 780 ${CUFFS}`, ink) +
    [370, 450, 530, 610, 690].map((y) => button(412, y, ink)).join('')
  )
}

export function sweater(ink: Ink, title: string): string {
  const ribs = Array.from({ length: 11 }, (_, i) => `M${282 + i * 23.6} 752 L${282 + i * 23.6} 780`).join(' ')
  const cardigan = /cardigan/i.test(title)
  return (
    filled(LONG_SLEEVES(780), ink) +
    seam(`M352 226 Q400 300 448 226 M272 748 L528 748 ${CUFFS} ${ribs}`, ink) +
    (cardigan
      ? seam('M400 290 L400 780', ink) + [380, 470, 560, 650].map((y) => button(416, y, ink)).join('')
      : '')
  )
}

export function hoodie(ink: Ink, title: string): string {
  const zip = /zip/i.test(title)
  return (
    filled('M318 262 Q312 150 400 146 Q488 150 482 262 Z', ink, ink.shade) +
    filled(LONG_SLEEVES(780), ink) +
    seam(`M352 226 Q400 300 448 226 M272 748 L528 748 ${CUFFS} M380 270 L374 350 M420 270 L426 350`, ink) +
    seam(
      zip ? 'M400 292 L400 780 M300 600 L336 700 M500 600 L464 700' : 'M318 590 L482 590 L512 700 L288 700 Z',
      ink,
    )
  )
}

export function jacket(ink: Ink): string {
  return (
    filled(LONG_SLEEVES(790), ink) +
    filled('M346 232 L346 196 Q400 182 454 196 L454 232 Q400 262 346 232 Z', ink, ink.shade) +
    seam(`M400 250 L400 790 ${CUFFS} M300 600 L360 600 M440 600 L500 600 M272 756 L528 756`, ink)
  )
}

export function coat(ink: Ink): string {
  return lower(
    -40,
    filled(LONG_SLEEVES(860), ink) +
      seam(`M352 226 L392 440 M448 226 L408 440 L408 860 ${CUFFS}`, ink) +
      [470, 560, 650].flatMap((y) => [button(370, y, ink), button(446, y, ink)]).join(''),
  )
}

export function vest(ink: Ink): string {
  const quilting = [420, 500, 580, 660, 740].map((y) => `M244 ${y} L556 ${y}`).join(' ')
  return (
    filled(
      'M300 236 L352 224 Q400 268 448 224 L500 236 Q516 330 560 384 L560 790 L240 790 L240 384 Q284 330 300 236 Z',
      ink,
    ) + seam(`${quilting} M400 262 L400 790`, ink)
  )
}

export function pants(ink: Ink, title: string): string {
  const leggings = /legging/i.test(title)
  const legs = leggings
    ? 'M292 230 L508 230 L498 820 L426 820 L400 380 L374 820 L302 820 Z'
    : 'M280 230 L520 230 L556 810 L438 810 L400 380 L362 810 L244 810 Z'
  return (
    filled(legs, ink) +
    seam(`M${leggings ? 292 : 280} 272 L${leggings ? 508 : 520} 272 M400 272 L400 370`, ink)
  )
}

export function shorts(ink: Ink): string {
  return lower(
    150,
    filled('M280 300 L520 300 L562 612 L426 624 L400 450 L374 624 L238 612 Z', ink) +
      seam('M280 342 L520 342 M400 342 L400 440 M300 362 Q330 420 320 470 M500 362 Q470 420 480 470', ink),
  )
}

export function hat(ink: Ink, title: string): string {
  return lower(90, /cap/i.test(title) ? cap(ink) : beanie(ink))
}

function cap(ink: Ink): string {
  return (
    filled('M214 610 Q214 336 400 326 Q586 336 586 610 Z', ink) +
    filled('M214 604 Q400 572 586 604 Q652 630 668 690 Q420 640 206 664 Z', ink, ink.shade) +
    seam('M400 330 Q350 450 340 600 M400 330 Q450 450 460 600', ink) +
    button(400, 330, ink)
  )
}

function beanie(ink: Ink): string {
  const ribs = Array.from({ length: 13 }, (_, i) => `M${250 + i * 25} 592 L${250 + i * 25} 678`).join(' ')
  return (
    filled('M236 600 Q236 300 400 290 Q564 300 564 600 Z', ink) +
    filled(
      'M226 574 L574 574 Q590 574 590 590 L590 682 Q590 698 574 698 L226 698 Q210 698 210 682 L210 590 Q210 574 226 574 Z',
      ink,
      ink.shade,
    ) +
    seam(ribs, ink)
  )
}

export function scarf(ink: Ink): string {
  const fringe = (x: number, y: number) =>
    Array.from({ length: 7 }, (_, i) => `M${x + i * 18} ${y} L${x + i * 18} ${y + 46}`).join(' ')
  return lower(
    -50,
    filled('M300 220 L420 220 L420 780 L300 780 Z', ink) +
      filled('M400 250 L500 250 L500 840 L380 840 Z', ink, ink.shade) +
      seam(`${fringe(308, 784)} ${fringe(390, 844)} M300 340 L420 340 M300 660 L420 660`, ink),
  )
}

export function socks(ink: Ink): string {
  const sock = (dx: number) =>
    filled(
      `M${330 + dx} 240 L${460 + dx} 240 L${460 + dx} 560 Q${460 + dx} 600 ${492 + dx} 622 L${588 + dx} 690 Q${628 + dx} 730 ${592 + dx} 778 Q${562 + dx} 806 ${514 + dx} 786 L${360 + dx} 700 Q${330 + dx} 680 ${330 + dx} 640 Z`,
      ink,
    ) + seam(`M${330 + dx} 300 L${460 + dx} 300 M${330 + dx} 322 L${460 + dx} 322`, ink)
  return sock(-90) + sock(30)
}
