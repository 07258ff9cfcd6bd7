import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { writeFileSync } from "node:fs"
import { startChildServer } from "./child-server.ts"
const portal = await startChildServer(["portal"])
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] })
for (const page of (process.argv[2] ?? "/").split(",")) {
  const result = await lighthouse(portal.url + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
  const lhr = result!.lhr as any
  writeFileSync(`/tmp/lh-${page.replace(/\W/g, "_")}.json`, JSON.stringify(lhr))
  const a = lhr.audits
  console.log(page, Math.round(lhr.categories.performance.score * 100), "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "SI", Math.round(a["speed-index"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue))
  console.log(JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.map((i: any) => i.items ?? i), null, 0).slice(0, 1500))
}
await chrome.kill(); await portal.stop(); process.exit(0)
