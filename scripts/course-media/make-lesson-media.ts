/**
 * Makes the video of every lesson of the video courses: two slides, the first with the course,
 * the chapter and the lesson's title, the second with the lesson's title and the points the
 * course teaches, over a narration read by espeak-ng's Mandarin voice; 720p and 360p, and the
 * previews (the first seconds, cut without re-encoding) of the lessons a visitor may try.
 * The results are committed under media/courses; CI never runs this.
 *
 *   npx tsx scripts/course-media/make-lesson-media.ts          # every lesson missing its files
 *   npx tsx scripts/course-media/make-lesson-media.ts --all    # every lesson again
 *   npx tsx scripts/course-media/make-lesson-media.ts --reverse  # from the last course (a second run beside the first)
 *
 * Needs ffmpeg (libvpx-vp9, libopus, drawtext), espeak-ng and the Noto CJK fonts (Debian:
 * `apt-get install ffmpeg espeak-ng fonts-noto-cjk`). One lesson takes 5-15 s on two cores.
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { COURSES } from "../../server/seed/course-data.ts"
import { topCategoryOf } from "./course-categories.ts"
import { LESSON_MEDIA_SECONDS, LESSON_QUALITIES, lessonMediaFile, lessonPreviewFile, lessonTryTime, TITLE_SLIDE_SECONDS } from "../../server/seed/lesson-media.ts"

const ROOT = path.resolve(import.meta.dirname, "../..")
const BOLD = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
const REGULAR = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
const CHINESE_NUMBERS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]

/** Background and soft text colour of each top category, as on the covers. */
const PALETTES: Readonly<Record<string, { readonly bg: string; readonly soft: string }>> = {
  yangsheng: { bg: "0x0f7a5f", soft: "0xc9f2df" },
  hufu: { bg: "0xb8406a", soft: "0xffe1e8" },
  yingyang: { bg: "0xa85f0c", soft: "0xfff0cc" },
  yundong: { bg: "0x1f6fb8", soft: "0xd6ecfb" },
  xinli: { bg: "0x5b4bb7", soft: "0xe7e2ff" },
  caizhuang: { bg: "0xb8326b", soft: "0xffe0ec" },
  muying: { bg: "0xb4552a", soft: "0xffe8dc" },
}

const run = (command: string, args: ReadonlyArray<string>) => execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] })

/** Digits read as Mandarin numbers by the narration ("20 个" -> "二十个" is left to espeak-ng; list numbers are spelled). */
const narration = (lessonNumber: number, title: string, points: ReadonlyArray<string>) =>
  [`第${lessonNumber}课。${title}。`, "本课要点。", ...points.map((p, i) => `${CHINESE_NUMBERS[i] ?? String(i + 1)}，${p}。`)].join("")

const makeLesson = (work: string, course: (typeof COURSES)[number], chapter: string, title: string, lessonNumber: number, sort: number) => {
  const palette = PALETTES[topCategoryOf(course.category)] ?? PALETTES.yangsheng!
  const text = (name: string, content: string) => {
    const file = path.join(work, `${name}.txt`)
    writeFileSync(file, content)
    // drawtext reads the file itself: no escaping of colons or quotes in titles.
    return file.replace(/\\/g, "/").replace(/:/g, "\\:")
  }
  const draw = (font: string, file: string, x: number, y: number, size: number, colour: string) =>
    `drawtext=fontfile=${font}:textfile=${file}:x=${x}:y=${y}:fontsize=${size}:fontcolor=${colour}`
  const slide = (name: string, layers: ReadonlyArray<string>) => {
    const file = path.join(work, `${name}.png`)
    run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", `color=c=${palette.bg}:size=1280x720`, "-vf", layers.join(","), "-frames:v", "1", file])
    return file
  }
  const courseTitle = text("course", course.title)
  const lessonTitle = text("title", title)
  const first = slide("first", [
    draw(REGULAR, courseTitle, 80, 80, 34, palette.soft),
    draw(REGULAR, text("chapter", `${chapter} · 第${lessonNumber}课`), 80, 140, 30, "white"),
    draw(BOLD, lessonTitle, 80, 300, 60, "white"),
    draw(REGULAR, text("teacher", "悦享健康美丽网 · 课程视频"), 80, 620, 24, palette.soft),
  ])
  const second = slide("second", [
    draw(BOLD, lessonTitle, 80, 80, 44, "white"),
    draw(REGULAR, text("points-head", "本课要点"), 80, 170, 30, palette.soft),
    ...course.highlights.map((point, i) => draw(REGULAR, text(`point-${i}`, `${i + 1}. ${point}`), 110, 250 + i * 90, 36, "white")),
    draw(REGULAR, courseTitle, 80, 640, 24, palette.soft),
  ])
  const voice = path.join(work, "voice.wav")
  run("espeak-ng", ["-v", "cmn", "-s", "175", "-w", voice, narration(lessonNumber, title, course.highlights)])

  const [high, low] = LESSON_QUALITIES
  const out = (quality: string) => path.join(ROOT, "media/courses", lessonMediaFile(course.key, sort, quality))
  const video = (crf: number, audio: string) => ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", String(crf), "-b:v", "0", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-g", "50", "-c:a", "libopus", "-b:a", audio, "-ac", "1", "-t", String(LESSON_MEDIA_SECONDS)]
  run("ffmpeg", [
    "-hide_banner", "-loglevel", "error", "-y",
    "-loop", "1", "-framerate", "5", "-t", String(TITLE_SLIDE_SECONDS), "-i", first,
    "-loop", "1", "-framerate", "5", "-t", String(LESSON_MEDIA_SECONDS - TITLE_SLIDE_SECONDS), "-i", second,
    "-i", voice,
    "-filter_complex", `[0][1]concat=n=2:v=1:a=0,split=2[hi][lo0];[lo0]scale=640:360[lo];[2]apad,atrim=0:${LESSON_MEDIA_SECONDS},asplit=2[ahi][alo]`,
    "-map", "[hi]", "-map", "[ahi]", ...video(36, "24k"), out(high!.quality),
    "-map", "[lo]", "-map", "[alo]", ...video(38, "16k"), out(low!.quality),
  ])
  const tryTime = lessonTryTime(course.price, sort)
  if (tryTime > 0) {
    for (const { quality } of LESSON_QUALITIES) {
      const preview = path.join(ROOT, "media/courses", lessonPreviewFile(course.key, sort, quality, tryTime))
      run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-i", out(quality), "-t", String(tryTime), "-c", "copy", preview])
    }
  }
}

const all = process.argv.includes("--all")
mkdirSync(path.join(ROOT, "media/courses/lessons"), { recursive: true })
mkdirSync(path.join(ROOT, "media/courses/preview"), { recursive: true })
const started = Date.now()
let made = 0
const order = process.argv.includes("--reverse") ? [...COURSES].reverse() : COURSES
for (const course of order) {
  let sort = 0
  for (const chapter of course.chapters ?? []) {
    for (const title of chapter.lessons) {
      const done = LESSON_QUALITIES.every(({ quality }) => existsSync(path.join(ROOT, "media/courses", lessonMediaFile(course.key, sort, quality))))
      if (all || !done) {
        const work = mkdtempSync(path.join(tmpdir(), "lesson-media-"))
        try {
          makeLesson(work, course, chapter.title, title, sort + 1, sort)
        } finally {
          rmSync(work, { recursive: true, force: true })
        }
        made++
        console.log(`${course.key} ${sort + 1}: ${title}`)
      }
      sort++
    }
  }
}
console.log(`${made} lessons made in ${Math.round((Date.now() - started) / 1000)} s`)
