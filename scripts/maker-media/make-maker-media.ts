/**
 * Makes the short demo videos of the maker seed (run once; the results are committed and CI
 * never runs this): public/micro/demo/clip-{1..4}.mp4 (6 s, 360×640, VP9 in MP4, silent) and a
 * cover for each (clip-N.jpg). Chromium records a drawn canvas with MediaRecorder, so no ffmpeg
 * is needed; Debian's Chromium plays VP9 in MP4.
 *
 *   npx tsx scripts/maker-media/make-maker-media.ts
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { chromium } from "playwright-core"

const OUT = path.resolve(import.meta.dirname, "../../public/micro/demo")
const CLIPS = [
  { name: "clip-1", label: "SKIN CARE", colors: ["#f7b2c4", "#c0506e"] },
  { name: "clip-2", label: "STRETCH", colors: ["#9fd8c6", "#2b6f6a"] },
  { name: "clip-3", label: "HERBAL TEA", colors: ["#f3d27a", "#a66a12"] },
  { name: "clip-4", label: "WORKOUT", colors: ["#a7c1f2", "#35518f"] },
] as const

/** Draws and records one clip in the page; answers the MP4 and the first frame (JPEG), in base64. */
const RECORD = String.raw`      const canvas = document.createElement("canvas")
      canvas.width = 360
      canvas.height = 640
      document.body.append(canvas)
      const g = canvas.getContext("2d")
      if (!g) throw new Error("no canvas")
      const draw = (t) => {
        const grad = g.createLinearGradient(0, 0, 0, 640)
        grad.addColorStop(0, colors[0])
        grad.addColorStop(1, colors[1])
        g.fillStyle = grad
        g.fillRect(0, 0, 360, 640)
        g.fillStyle = "rgba(255,255,255,0.85)"
        g.beginPath()
        g.arc(180 + Math.sin(t * 1.5) * 110, 320 + Math.cos(t) * 160, 46, 0, Math.PI * 2)
        g.fill()
        g.fillStyle = "white"
        g.font = "bold 36px sans-serif"
        g.textAlign = "center"
        g.fillText(label, 180, 110)
        g.font = "24px monospace"
        g.fillText(t.toFixed(1) + " s", 180, 600)
      }
      draw(0)
      const cover = canvas.toDataURL("image/jpeg", 0.85)
      const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: "video/mp4;codecs=vp9", videoBitsPerSecond: 400_000 })
      const chunks = []
      recorder.ondataavailable = (e) => chunks.push(e.data)
      const stopped = new Promise((resolve) => (recorder.onstop = resolve))
      recorder.start()
      const start = performance.now()
      await new Promise((resolve) => {
        const tick = () => {
          const t = (performance.now() - start) / 1000
          draw(t)
          if (t < 6) requestAnimationFrame(tick)
          else resolve()
        }
        tick()
      })
      recorder.stop()
      await stopped
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
      let binary = ""
      for (const b of bytes) binary += String.fromCharCode(b)
      canvas.remove()
      return { video: btoa(binary), cover: cover.slice(cover.indexOf(",") + 1) }
`

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] })
try {
  const page = await browser.newPage()
  mkdirSync(OUT, { recursive: true })
  for (const clip of CLIPS) {
    // Sent as text: the bundler's helpers do not exist in the page.
    const script = `(async ({ label, colors }) => {\n${RECORD}\n})(${JSON.stringify(clip)})`
    const { video, cover } = (await page.evaluate(script)) as { video: string; cover: string }
    writeFileSync(path.join(OUT, `${clip.name}.mp4`), Buffer.from(video, "base64"))
    writeFileSync(path.join(OUT, `${clip.name}.jpg`), Buffer.from(cover, "base64"))
    console.log(`${clip.name}.mp4 written`)
  }
} finally {
  await browser.close()
}
