import { type Ink, button, filled, lower, seam } from './seed-art-ink'

// Flat drawings of the demo shop's accessories and home goods, on the same canvas as the clothes
// (800×1000, centred on x = 400, resting near y = 800).

const lines = (count: number, at: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => at(i)).join(' ')

export function bag(ink: Ink, title: string): string {
  if (/backpack/i.test(title))
    return (
      seam('M330 270 Q330 200 400 200 Q470 200 470 270', ink, 18) +
      filled(
        'M250 330 Q250 250 330 250 L470 250 Q550 250 550 330 L560 780 Q560 810 530 810 L270 810 Q240 810 240 780 Z',
        ink,
      ) +
      filled(
        'M250 330 Q250 250 330 250 L470 250 Q550 250 550 330 L550 420 Q400 470 250 420 Z',
        ink,
        ink.shade,
      ) +
      filled('M300 590 L500 590 L500 740 Q500 760 480 760 L320 760 Q300 760 300 740 Z', ink) +
      seam('M300 640 L500 640', ink) +
      button(400, 452, ink)
    )
  if (/weekender/i.test(title))
    return (
      seam('M300 470 Q300 330 400 330 Q500 330 500 470', ink, 20) +
      filled(
        'M170 520 Q170 450 240 450 L560 450 Q630 450 630 520 L630 740 Q630 790 580 790 L220 790 Q170 790 170 740 Z',
        ink,
      ) +
      seam('M190 500 L610 500 M300 450 L300 790 M500 450 L500 790', ink)
    )
  return (
    seam('M318 410 Q318 250 400 250 Q482 250 482 410', ink, 20) +
    filled('M228 400 L572 400 L604 820 L196 820 Z', ink) +
    seam('M230 440 L570 440', ink)
  )
}

export function basket(ink: Ink): string {
  return (
    filled('M214 440 L586 440 L546 800 L254 800 Z', ink) +
    seam(
      `${lines(6, (i) => `M${222 - i * -6} ${500 + i * 52} L${578 + i * -6} ${500 + i * 52}`)} ${lines(7, (i) => `M${280 + i * 40} 440 L${290 + i * 36} 800`)}`,
      ink,
      4,
    ) +
    filled('M200 420 L600 420 L600 452 L200 452 Z', ink, ink.shade)
  )
}

export function mug(ink: Ink, title: string): string {
  const enamel = /enamel|camping/i.test(title)
  return lower(
    30,
    seam('M520 470 Q630 470 630 570 Q630 670 520 670', ink, 34) +
      filled('M260 380 L540 380 L540 720 Q540 770 490 770 L310 770 Q260 770 260 720 Z', ink) +
      (enamel ? seam('M262 384 L538 384', ink, 14) : seam('M268 392 L532 392', ink, 4)),
  )
}

export function cups(ink: Ink): string {
  const cup = (x: number, y: number) =>
    filled(
      `M${x - 150} ${y} Q${x} ${y + 40} ${x + 150} ${y} L${x + 140} ${y + 18} Q${x} ${y + 52} ${x - 140} ${y + 18} Z`,
      ink,
      ink.shade,
    ) +
    seam(
      `M${x + 70} ${y - 120} Q${x + 130} ${y - 120} ${x + 130} ${y - 80} Q${x + 130} ${y - 40} ${x + 60} ${y - 40}`,
      ink,
      18,
    ) +
    filled(
      `M${x - 90} ${y - 190} L${x + 90} ${y - 190} L${x + 76} ${y - 20} Q${x} ${y + 6} ${x - 76} ${y - 20} Z`,
      ink,
    )
  return lower(-40, cup(300, 520) + cup(500, 790))
}

export function teapot(ink: Ink): string {
  return (
    seam('M580 520 Q680 520 660 620 Q640 700 560 700', ink, 30) +
    filled('M230 560 Q170 470 130 470 Q150 520 200 640 Z', ink) +
    filled('M200 620 Q200 430 400 430 Q600 430 600 620 Q600 790 400 790 Q200 790 200 620 Z', ink) +
    filled('M300 440 Q400 370 500 440 Z', ink, ink.shade) +
    button(400, 384, ink)
  )
}

export function bottle(ink: Ink): string {
  return (
    filled('M350 220 L450 220 L450 290 L350 290 Z', ink, ink.shade) +
    filled(
      'M360 290 L440 290 Q520 320 520 400 L520 780 Q520 810 490 810 L310 810 Q280 810 280 780 L280 400 Q280 320 360 290 Z',
      ink,
    ) +
    seam('M290 470 L510 470 M290 700 L510 700', ink, 4)
  )
}

export function vase(ink: Ink): string {
  return (
    filled(
      'M340 270 L460 270 Q456 360 500 420 Q588 560 510 790 L290 790 Q212 560 300 420 Q344 360 340 270 Z',
      ink,
    ) + seam('M340 290 L460 290 M260 560 Q400 600 540 560', ink, 4)
  )
}

export function candle(ink: Ink): string {
  return (
    filled('M400 300 Q430 350 400 380 Q370 350 400 300 Z', ink, '#f2b44b') +
    seam('M400 380 L400 420', ink, 5) +
    filled('M270 420 L530 420 L530 760 Q530 790 500 790 L300 790 Q270 790 270 760 Z', ink) +
    filled('M270 540 L530 540 L530 660 L270 660 Z', ink, ink.pale) +
    seam('M320 590 L480 590 M340 620 L460 620', ink, 4)
  )
}

export function carafe(ink: Ink): string {
  return (
    filled(
      'M358 260 L442 260 L442 400 Q560 460 560 620 Q560 800 400 800 Q240 800 240 620 Q240 460 358 400 Z',
      ink,
      ink.pale,
    ) +
    filled('M252 600 Q400 640 548 600 Q548 790 400 790 Q252 790 252 600 Z', ink) +
    seam('M358 290 L442 290', ink, 4)
  )
}

export function pourOver(ink: Ink): string {
  return (
    filled(
      'M330 470 L470 470 Q580 530 580 660 Q580 800 400 800 Q220 800 220 660 Q220 530 330 470 Z',
      ink,
      ink.pale,
    ) +
    filled('M240 660 Q400 700 560 660 Q560 790 400 790 Q240 790 240 660 Z', ink, '#6b4226') +
    filled('M250 270 L550 270 L450 470 L350 470 Z', ink) +
    seam('M250 270 L550 270 M460 470 L600 430', ink)
  )
}

export function book(ink: Ink): string {
  return (
    filled('M250 220 L550 220 Q560 220 560 230 L560 790 Q560 800 550 800 L250 800 Z', ink) +
    filled('M250 220 L290 220 L290 800 L250 800 Z', ink, ink.shade) +
    filled('M340 300 L510 300 L510 440 L340 440 Z', ink, ink.pale) +
    seam('M340 500 L510 500 M340 536 L470 536 M340 720 L420 720', ink, 8)
  )
}

export function framedPrint(ink: Ink): string {
  return (
    filled('M200 230 L600 230 L600 790 L200 790 Z', ink, ink.shade) +
    filled('M236 266 L564 266 L564 754 L236 754 Z', ink, '#fbf8f3') +
    filled('M280 310 L520 310 L520 710 L280 710 Z', ink, ink.pale) +
    `<circle cx="460" cy="400" r="36" fill="#f2b44b"/>` +
    filled('M280 710 L280 600 L360 500 L420 580 L460 540 L520 620 L520 710 Z', ink)
  )
}

export function board(ink: Ink): string {
  return (
    filled(
      'M300 230 Q300 200 330 200 L470 200 Q500 200 500 230 L500 300 L560 300 Q600 300 600 340 L600 780 Q600 820 560 820 L240 820 Q200 820 200 780 L200 340 Q200 300 240 300 L300 300 Z',
      ink,
    ) +
    `<circle cx="400" cy="250" r="22" fill="${ink.shade}"/>` +
    seam('M260 380 Q330 520 280 760 M360 360 Q420 560 370 780 M470 370 Q520 540 500 770', ink, 4)
  )
}

export function folded(ink: Ink, title: string): string {
  const stripes = /towel|mat|napkin/i.test(title)
  const layer = (y: number, inset: number) =>
    filled(
      `M${200 + inset} ${y} L${600 - inset} ${y} Q${620 - inset} ${y} ${620 - inset} ${y + 20} L${620 - inset} ${y + 100} Q${620 - inset} ${y + 120} ${600 - inset} ${y + 120} L${200 + inset} ${y + 120} Q${180 + inset} ${y + 120} ${180 + inset} ${y + 100} L${180 + inset} ${y + 20} Q${180 + inset} ${y} ${200 + inset} ${y} Z`,
      ink,
    ) +
    (stripes
      ? seam(
          `M${560 - inset} ${y + 4} L${560 - inset} ${y + 116} M${536 - inset} ${y + 4} L${536 - inset} ${y + 116}`,
          ink,
          8,
        )
      : seam(`M${200 + inset} ${y + 60} L${600 - inset} ${y + 60}`, ink, 3))
  return layer(670, 0) + layer(546, 20) + layer(422, 40)
}

export function pillow(ink: Ink): string {
  return lower(
    70,
    filled('M220 320 Q400 284 580 320 Q620 510 580 700 Q400 736 220 700 Q180 510 220 320 Z', ink) +
      seam('M260 360 Q400 340 540 360 Q566 510 540 660 Q400 680 260 660 Q234 510 260 360 Z', ink, 3),
  )
}

export function rug(ink: Ink): string {
  return (
    filled('M200 280 L600 280 L600 760 L200 760 Z', ink) +
    seam(
      `M236 316 L564 316 L564 724 L236 724 Z ${lines(16, (i) => `M${214 + i * 25} 760 L${214 + i * 25} 800 M${214 + i * 25} 280 L${214 + i * 25} 240`)}`,
      ink,
      5,
    )
  )
}

export function belt(ink: Ink): string {
  return lower(
    50,
    `<circle cx="400" cy="520" r="200" fill="none" stroke="${ink.shade}" stroke-width="72"/>` +
      `<circle cx="400" cy="520" r="200" fill="none" stroke="${ink.fill}" stroke-width="62"/>` +
      seam('M350 280 L450 280 L450 360 L350 360 Z M400 300 L400 340', ink, 10),
  )
}

export function eyewear(ink: Ink): string {
  const lens = (cx: number) =>
    `<circle cx="${cx}" cy="520" r="104" fill="${ink.pale}" fill-opacity="0.85" stroke="${ink.fill}" stroke-width="24"/>`
  return lower(
    170,
    seam('M180 500 L120 440 M620 500 L680 440', ink, 14) +
      lens(290) +
      lens(510) +
      seam('M394 500 Q400 470 406 500', ink, 14),
  )
}

export function knife(ink: Ink): string {
  return (
    filled('M380 200 Q480 380 456 580 L344 580 Z', ink, '#d9dde1') +
    filled('M350 580 L450 580 L444 800 Q444 820 424 820 L376 820 Q356 820 356 800 Z', ink) +
    `${button(400, 640, ink)}${button(400, 740, ink)}`
  )
}

export function skillet(ink: Ink): string {
  return lower(
    -70,
    filled('M370 620 L430 620 L440 880 Q440 900 420 900 L380 900 Q360 900 360 880 Z', ink) +
      `<circle cx="400" cy="420" r="220" fill="${ink.fill}" stroke="${ink.shade}" stroke-width="4"/>` +
      `<circle cx="400" cy="420" r="184" fill="${ink.shade}"/>`,
  )
}

export function clock(ink: Ink): string {
  const ticks = lines(12, (i) => {
    const a = (i * Math.PI) / 6
    const p = (r: number) => `${(400 + r * Math.sin(a)).toFixed(1)} ${(520 - r * Math.cos(a)).toFixed(1)}`
    return `M${p(190)} L${p(i % 3 ? 206 : 170)}`
  })
  return lower(
    40,
    `<circle cx="400" cy="520" r="240" fill="${ink.fill}" stroke="${ink.shade}" stroke-width="4"/>` +
      `<circle cx="400" cy="520" r="214" fill="#fbf8f3"/>` +
      seam(`${ticks} M400 520 L400 380 M400 520 L500 570`, ink, 8) +
      button(400, 520, ink),
  )
}

export function lamp(ink: Ink): string {
  return (
    seam('M400 470 L400 760', ink, 18) +
    filled('M260 790 Q260 748 400 748 Q540 748 540 790 Z', ink, ink.shade) +
    filled('M300 250 L500 250 L580 480 L220 480 Z', ink)
  )
}

export function campingGear(ink: Ink, title: string): string {
  if (/headlamp/i.test(title))
    return lower(
      120,
      `<ellipse cx="400" cy="520" rx="230" ry="130" fill="none" stroke="${ink.fill}" stroke-width="40"/>` +
        filled(
          'M320 580 L480 580 Q500 580 500 600 L500 700 Q500 720 480 720 L320 720 Q300 720 300 700 L300 600 Q300 580 320 580 Z',
          ink,
          ink.shade,
        ) +
        `<circle cx="400" cy="650" r="44" fill="#f7e7a8"/>`,
    )
  return (
    seam('M150 300 L150 800 M650 300 L650 800', ink, 16) +
    filled('M150 360 Q400 820 650 360 Q400 700 150 360 Z', ink) +
    seam('M150 360 Q400 760 650 360', ink, 3)
  )
}

export function parcel(ink: Ink): string {
  return (
    filled('M220 400 L580 400 L580 790 L220 790 Z', ink) +
    filled('M200 340 L600 340 L600 410 L200 410 Z', ink, ink.shade) +
    seam('M400 340 L400 790', ink, 10)
  )
}
