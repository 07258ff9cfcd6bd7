/**
 * Draws the mall's demo product pictures once (the results are committed under public/product/;
 * CI never runs this): for each product a cover, a picture of its selling points and one of its
 * parameters, 800×800 SVG each.
 *
 *   npx tsx scripts/product-media/make-product-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { PRODUCT_SEEDS, type ProductSeed } from "../../server/seed/product-data.ts"

const ROOT = path.resolve(import.meta.dirname, "../..")
const out = path.join(ROOT, "public/product")
mkdirSync(out, { recursive: true })
const FONT = `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, Source Han Sans SC, sans-serif"`
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The product drawn around (0,0), about 400 px tall, with its brand on the label. */
function shape(p: ProductSeed, scale = 1): string {
  const c = p.color
  const label = (y: number, size = 30) => `<text x="0" y="${y}" font-size="${size}" font-weight="700" fill="${c}" text-anchor="middle">${esc(p.brand)}</text>`
  const g = (body: string) => `<g transform="scale(${scale})">${body}</g>`
  switch (p.shape) {
    case "bottle":
      return g(`<rect x="-30" y="-190" width="60" height="40" rx="8" fill="${c}"/><rect x="-18" y="-150" width="36" height="30" fill="#e8eef2"/><rect x="-90" y="-120" width="180" height="300" rx="36" fill="#ffffff" stroke="${c}" stroke-width="6"/><rect x="-70" y="-20" width="140" height="110" rx="10" fill="${c}" opacity="0.12"/>${label(45)}<text x="0" y="80" font-size="18" fill="${c}" text-anchor="middle">${esc(p.category)}</text>`)
    case "dropper":
      return g(`<ellipse cx="0" cy="-175" rx="26" ry="34" fill="#2b2f36"/><rect x="-34" y="-145" width="68" height="40" rx="6" fill="#c9a45c"/><rect x="-85" y="-105" width="170" height="270" rx="40" fill="${c}" opacity="0.85"/><rect x="-62" y="-20" width="124" height="110" rx="10" fill="#ffffff" opacity="0.92"/>${label(35, 28)}<text x="0" y="72" font-size="18" fill="${c}" text-anchor="middle">${esc(p.category)}</text>`)
    case "tube":
      return g(`<path d="M-95 -170 H95 L70 150 H-70 Z" fill="#ffffff" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><rect x="-105" y="-190" width="210" height="24" rx="6" fill="${c}" opacity="0.35"/><rect x="-45" y="150" width="90" height="50" rx="10" fill="${c}"/><rect x="-70" y="-80" width="140" height="120" rx="10" fill="${c}" opacity="0.12"/>${label(-10)}<text x="0" y="25" font-size="18" fill="${c}" text-anchor="middle">${esc(p.category)}</text>`)
    case "jar":
      return g(`<rect x="-130" y="-110" width="260" height="70" rx="16" fill="${c}"/><rect x="-140" y="-50" width="280" height="190" rx="40" fill="#ffffff" stroke="${c}" stroke-width="6"/><rect x="-100" y="0" width="200" height="90" rx="10" fill="${c}" opacity="0.12"/>${label(45)}<text x="0" y="76" font-size="18" fill="${c}" text-anchor="middle">${esc(p.category)}</text>`)
    case "box":
      return g(`<path d="M-120 -120 L-70 -170 H150 L100 -120 Z" fill="${c}" opacity="0.55"/><path d="M100 -120 L150 -170 V130 L100 180 Z" fill="${c}" opacity="0.75"/><rect x="-120" y="-120" width="220" height="300" fill="${c}"/><rect x="-100" y="-40" width="180" height="120" rx="10" fill="#ffffff" opacity="0.92"/>${label(15, 28).replace(`x="0"`, `x="-10"`)}<text x="-10" y="52" font-size="18" fill="${c}" text-anchor="middle">${esc(p.category)}</text>`)
    case "pouch":
      return g(`<path d="M-130 -170 H130 L140 150 Q0 190 -140 150 Z" fill="${c}"/><rect x="-130" y="-150" width="260" height="8" fill="#ffffff" opacity="0.5"/><circle cx="0" cy="-120" r="10" fill="#ffffff" opacity="0.8"/><rect x="-95" y="-60" width="190" height="130" rx="14" fill="#ffffff" opacity="0.92"/>${label(0)}<text x="0" y="40" font-size="18" fill="${c}" text-anchor="middle">${esc(p.category)}</text>`)
    case "device":
      return g(`<rect x="-150" y="-150" width="300" height="300" rx="48" fill="#ffffff" stroke="${c}" stroke-width="6"/><rect x="-110" y="-110" width="220" height="120" rx="14" fill="#1f2a37"/><text x="0" y="-30" font-size="56" font-weight="700" fill="#7ee0c3" text-anchor="middle">${p.key === "blood-pressure-monitor" ? "120/80" : p.key === "pulse-oximeter" ? "98%" : p.key === "forehead-thermometer" ? "36.5℃" : "●●●"}</text><circle cx="0" cy="80" r="34" fill="${c}"/><circle cx="0" cy="80" r="14" fill="#ffffff" opacity="0.7"/>${label(140, 24)}`)
    case "brush":
      return g(`<rect x="-34" y="-120" width="68" height="300" rx="34" fill="#ffffff" stroke="${c}" stroke-width="6"/><rect x="-14" y="-200" width="28" height="90" rx="10" fill="#ffffff" stroke="${c}" stroke-width="5"/><rect x="-20" y="-235" width="40" height="45" rx="8" fill="${c}" opacity="0.35"/><circle cx="0" cy="-30" r="14" fill="${c}"/><circle cx="0" cy="20" r="8" fill="${c}" opacity="0.5"/><text x="0" y="120" font-size="22" font-weight="700" fill="${c}" text-anchor="middle" transform="rotate(-90 0 120)">${esc(p.brand)}</text>`)
    case "can":
      return g(`<rect x="-110" y="-160" width="220" height="50" rx="10" fill="${c}"/><rect x="-120" y="-115" width="240" height="290" rx="24" fill="#ffffff" stroke="${c}" stroke-width="6"/><rect x="-120" y="-40" width="240" height="130" fill="${c}"/>${label(15, 30).replace(`fill="${c}"`, `fill="#ffffff"`)}<text x="0" y="55" font-size="18" fill="#ffffff" text-anchor="middle">${esc(p.category)}</text>`)
  }
}

const shortTitle = (t: string) => t.split(" ")[0]!

const svg = (label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${esc(label)}">\n${body}\n</svg>\n`

const cover = (p: ProductSeed) =>
  svg(
    shortTitle(p.title),
    `<defs><radialGradient id="g" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.color}" stop-opacity="0.22"/></radialGradient></defs>
<rect width="800" height="800" fill="#f7f8fa"/><rect width="800" height="800" fill="url(#g)"/>
<ellipse cx="400" cy="612" rx="190" ry="22" fill="#000000" opacity="0.08"/>
<g ${FONT}><g transform="translate(400 390)">${shape(p)}</g>
<text x="400" y="720" font-size="34" font-weight="700" fill="#1f2a37" text-anchor="middle">${esc(shortTitle(p.title))}</text></g>`,
  )

const points = (p: ProductSeed) =>
  svg(
    `${shortTitle(p.title)} 卖点`,
    `<rect width="800" height="800" fill="${p.color}"/><circle cx="700" cy="90" r="220" fill="#ffffff" opacity="0.08"/><circle cx="60" cy="760" r="160" fill="#ffffff" opacity="0.08"/>
<g ${FONT}><text x="60" y="120" font-size="40" font-weight="700" fill="#ffffff">${esc(shortTitle(p.title))}</text>
<text x="60" y="170" font-size="24" fill="#ffffff" opacity="0.9">${esc(p.subtitle)}</text>
${p.points.map((pt, i) => `<rect x="60" y="${250 + i * 110}" width="380" height="80" rx="40" fill="#ffffff" opacity="0.95"/><circle cx="110" cy="${290 + i * 110}" r="22" fill="${p.color}"/><text x="110" y="${299 + i * 110}" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">${i + 1}</text><text x="150" y="${299 + i * 110}" font-size="28" font-weight="700" fill="${p.color}">${esc(pt)}</text>`).join("")}
<g transform="translate(610 470)">${shape(p, 0.62)}</g></g>`,
  )

const specs = (p: ProductSeed) =>
  svg(
    `${shortTitle(p.title)} 产品参数`,
    `<rect width="800" height="800" fill="#f4f6f8"/><rect x="50" y="50" width="700" height="700" rx="28" fill="#ffffff"/>
<g ${FONT}><text x="100" y="140" font-size="36" font-weight="700" fill="#1f2a37">产品参数</text><rect x="100" y="160" width="64" height="6" rx="3" fill="${p.color}"/>
${p.params.slice(0, 5).map(([n, v], i) => `<text x="100" y="${240 + i * 70}" font-size="24" fill="#6b7280">${esc(n)}</text><text x="260" y="${240 + i * 70}" font-size="24" fill="#1f2a37">${esc(v.length > 16 ? `${v.slice(0, 16)}…` : v)}</text><line x1="100" y1="${262 + i * 70}" x2="700" y2="${262 + i * 70}" stroke="#e5e7eb" stroke-width="2"/>`).join("")}
<g transform="translate(580 620)">${shape(p, 0.42)}</g></g>`,
  )

let total = 0
for (const p of PRODUCT_SEEDS) {
  for (const [n, text] of [[1, cover(p)], [2, points(p)], [3, specs(p)]] as const) {
    const file = path.join(out, `${p.key}-${n}.svg`)
    writeFileSync(file, text)
    total += Buffer.byteLength(text)
  }
}
console.log(`${PRODUCT_SEEDS.length * 3} files, ${total} bytes`)
