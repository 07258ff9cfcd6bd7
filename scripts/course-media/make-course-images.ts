/**
 * Draws the course area's pictures once (the results are committed; CI never runs this):
 * covers, teacher portraits, the pictures of the image courses and learners' comment photos.
 *
 *   npx tsx scripts/course-media/make-course-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { COURSES, COURSE_TEACHERS } from "../../server/seed/course-data.ts"
import { categoryName, topCategoryOf } from "./course-categories.ts"

const ROOT = path.resolve(import.meta.dirname, "../..")
const FONT = "PingFang SC, Microsoft YaHei, Noto Sans CJK SC, Source Han Sans SC, sans-serif"

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

interface Palette {
  readonly from: string
  readonly to: string
  readonly ink: string
  readonly soft: string
}

const PALETTES: Readonly<Record<string, Palette>> = {
  yangsheng: { from: "#0f7a5f", to: "#4cc59a", ink: "#ffffff", soft: "#c9f2df" },
  hufu: { from: "#d9577a", to: "#f5a3b5", ink: "#ffffff", soft: "#ffe1e8" },
  yingyang: { from: "#e08a1e", to: "#f7c45a", ink: "#ffffff", soft: "#fff0cc" },
  yundong: { from: "#1f6fb8", to: "#5fb1ea", ink: "#ffffff", soft: "#d6ecfb" },
  xinli: { from: "#5b4bb7", to: "#9d8ef0", ink: "#ffffff", soft: "#e7e2ff" },
  caizhuang: { from: "#b8326b", to: "#ee7fa7", ink: "#ffffff", soft: "#ffe0ec" },
  muying: { from: "#d06a3c", to: "#f6a982", ink: "#ffffff", soft: "#ffe8dc" },
}

/** A motif for each top category, drawn in a 120x120 box. */
const MOTIFS: Readonly<Record<string, (p: Palette) => string>> = {
  yangsheng: (p) =>
    `<path d="M60 8c30 20 42 52 26 82-8 14-20 22-26 24-6-2-18-10-26-24C18 60 30 28 60 8z" fill="${p.soft}" opacity="0.9"/><path d="M60 20v92" stroke="${p.from}" stroke-width="3" fill="none"/><path d="M60 52l18-14M60 72l20-14M60 62l-18-14M60 84l-20-14" stroke="${p.from}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  hufu: (p) =>
    `<rect x="34" y="40" width="52" height="76" rx="14" fill="${p.soft}"/><rect x="46" y="18" width="28" height="26" rx="6" fill="#ffffff"/><rect x="52" y="8" width="16" height="14" rx="4" fill="${p.from}"/><circle cx="60" cy="80" r="14" fill="${p.to}" opacity="0.6"/>`,
  yingyang: (p) =>
    `<path d="M12 58h96c0 30-22 52-48 52S12 88 12 58z" fill="${p.soft}"/><circle cx="42" cy="50" r="12" fill="#ffffff"/><circle cx="66" cy="44" r="14" fill="${p.to}"/><circle cx="84" cy="54" r="9" fill="#ffffff" opacity="0.9"/><path d="M92 10l-24 40M104 16L76 52" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`,
  yundong: (p) =>
    `<circle cx="60" cy="20" r="12" fill="#ffffff"/><path d="M60 34v40M60 46l-30-14M60 46l30-14M60 74l-22 34M60 74l22 34" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none"/><rect x="8" y="110" width="104" height="8" rx="4" fill="${p.soft}"/>`,
  xinli: (p) =>
    `<path d="M78 12a48 48 0 1 0 30 70 38 38 0 1 1-30-70z" fill="${p.soft}"/><circle cx="90" cy="30" r="4" fill="#ffffff"/><circle cx="104" cy="52" r="3" fill="#ffffff"/><circle cx="74" cy="22" r="2.5" fill="#ffffff"/>`,
  caizhuang: (p) =>
    `<rect x="46" y="60" width="28" height="56" rx="4" fill="${p.soft}"/><rect x="50" y="30" width="20" height="34" rx="3" fill="#ffffff"/><path d="M50 30l20-20v20z" fill="${p.from}"/><circle cx="96" cy="34" r="14" fill="#ffffff" opacity="0.85"/><circle cx="24" cy="86" r="10" fill="#ffffff" opacity="0.6"/>`,
  muying: (p) =>
    `<path d="M60 108C30 86 10 66 10 44a24 24 0 0 1 50-10 24 24 0 0 1 50 10c0 22-20 42-50 64z" fill="${p.soft}"/><circle cx="60" cy="52" r="16" fill="#ffffff"/><circle cx="54" cy="50" r="2" fill="${p.from}"/><circle cx="66" cy="50" r="2" fill="${p.from}"/><path d="M54 58q6 5 12 0" stroke="${p.from}" stroke-width="2" fill="none"/>`,
}

/** Splits a title into lines of at most `max` characters, breaking at the colon first. */
const lines = (title: string, max: number): string[] => {
  const [head, tail] = title.split("：")
  const parts = tail ? [head ?? "", tail] : [title]
  const out: string[] = []
  for (const part of parts) {
    const chars = Array.from(part)
    for (let i = 0; i < chars.length; i += max) out.push(chars.slice(i, i + max).join(""))
  }
  return out.slice(0, 3)
}

const cover = (course: (typeof COURSES)[number]): string => {
  const top = topCategoryOf(course.category)
  const p = PALETTES[top] ?? PALETTES.yangsheng!
  const motif = (MOTIFS[top] ?? MOTIFS.yangsheng!)(p)
  const teacher = COURSE_TEACHERS.find((t) => t.key === course.teacher)
  const titleLines = lines(course.title, 9)
  const size = titleLines.length > 2 ? 26 : 30
  const text = titleLines
    .map((line, i) => `<text x="36" y="${112 + i * (size + 12)}" font-size="${size}" font-weight="700" fill="${p.ink}">${escape(line)}</text>`)
    .join("")
  const badge = course.type === "image" ? "图文课程" : "视频课程"
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300" role="img" aria-label="${escape(course.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="480" height="300" fill="url(#g)"/>
<circle cx="420" cy="40" r="120" fill="#ffffff" opacity="0.08"/><circle cx="470" cy="280" r="70" fill="#ffffff" opacity="0.1"/>
<g transform="translate(350 120)">${motif}</g>
<g font-family="${FONT}">
<rect x="36" y="40" width="${Array.from(categoryName(course.category)).length * 16 + 24}" height="30" rx="15" fill="#ffffff" opacity="0.22"/>
<text x="48" y="61" font-size="16" fill="${p.ink}">${escape(categoryName(course.category))}</text>
${text}
<text x="36" y="262" font-size="16" fill="${p.ink}" opacity="0.9">${escape(teacher ? `${teacher.name} · ${teacher.title}` : "")}</text>
<text x="444" y="262" font-size="14" fill="${p.ink}" opacity="0.85" text-anchor="end">${badge}</text>
</g>
</svg>
`
}

const portrait = (teacher: (typeof COURSE_TEACHERS)[number], i: number): string => {
  const tones = ["#0f7a5f", "#d9577a", "#e08a1e", "#1f6fb8", "#5b4bb7", "#2b8c8c", "#b8326b", "#d06a3c"]
  const tone = tones[i % tones.length] ?? "#0f7a5f"
  const surname = Array.from(teacher.name)[0] ?? ""
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escape(teacher.name)}">
<rect width="160" height="160" rx="80" fill="${tone}"/>
<circle cx="80" cy="64" r="30" fill="#ffffff" opacity="0.22"/><path d="M28 140c8-28 28-42 52-42s44 14 52 42" fill="#ffffff" opacity="0.22"/>
<text x="80" y="98" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff" text-anchor="middle">${escape(surname)}</text>
</svg>
`
}

/** A picture of an image course: a large card with the step number, the caption and a drawing. */
const picture = (course: (typeof COURSES)[number], caption: string, n: number): string => {
  const top = topCategoryOf(course.category)
  const p = PALETTES[top] ?? PALETTES.yangsheng!
  const motif = (MOTIFS[top] ?? MOTIFS.yangsheng!)(p)
  const [head, tail] = caption.split("：")
  const body = tail ?? ""
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escape(caption)}">
<rect width="800" height="800" fill="${p.soft}"/>
<rect x="40" y="40" width="720" height="720" rx="36" fill="#ffffff"/>
<circle cx="400" cy="330" r="210" fill="${p.soft}"/>
<g transform="translate(250 180) scale(2.5)">${motif.replaceAll("#ffffff", p.to)}</g>
<g font-family="${FONT}">
<circle cx="110" cy="110" r="40" fill="${p.from}"/><text x="110" y="124" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${n}</text>
<text x="400" y="622" font-size="52" font-weight="700" fill="${p.from}" text-anchor="middle">${escape(head ?? caption)}</text>
<text x="400" y="690" font-size="30" fill="#4a5568" text-anchor="middle">${escape(body)}</text>
</g>
</svg>
`
}

/** Learners' photos in comments: simple still lifes in the portal's colours. */
const commentPhoto = (n: number): string => {
  const palettes = Object.values(PALETTES)
  const p = palettes[n % palettes.length] ?? PALETTES.yangsheng!
  const tops = Object.keys(MOTIFS)
  const motif = (MOTIFS[tops[(n * 3) % tops.length] ?? "yangsheng"] ?? MOTIFS.yangsheng!)(p)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="学员分享的照片">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.soft}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<rect x="0" y="290" width="400" height="110" fill="${p.from}" opacity="0.25"/>
<g transform="translate(110 90) scale(1.5)">${motif}</g>
</svg>
`
}

const write = (file: string, content: string) => {
  const full = path.join(ROOT, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, content)
}

for (const course of COURSES) {
  write(`public/course/covers/${course.key}.svg`, cover(course))
  for (const [i, caption] of (course.images ?? []).entries()) write(`media/courses/images/${course.key}-${i + 1}.svg`, picture(course, caption, i + 1))
}
for (const [i, teacher] of COURSE_TEACHERS.entries()) write(`public/course/teachers/teacher-${teacher.key}.svg`, portrait(teacher, i))
for (let n = 1; n <= 7; n++) write(`public/course/comments/comment-${n}.svg`, commentPhoto(n))
console.log("course pictures written")
