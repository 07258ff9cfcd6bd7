import { benchApi } from "./api.ts"
import { benchBundle } from "./bundle.ts"
import { benchChat } from "./chat.ts"
import { benchDb } from "./db.ts"
import { benchHold } from "./hold.ts"
import { benchLighthouse } from "./lighthouse.ts"
import { benchScale } from "./scale.ts"

/**
 * `npm run bench`: each part measures against a baseline taken in the same run
 * and says whether it meets its target. `npm run bench -- api` runs one part.
 */
type Part = () => Promise<{ ok: boolean; lines: string[] }>

const parts: Record<string, Part> = {
  bundle: benchBundle,
  api: benchApi,
  chat: benchChat,
  db: benchDb,
  lighthouse: benchLighthouse,
  hold: benchHold,
  scale: benchScale,
}

const wanted = process.argv.slice(2)
let ok = true
for (const [name, run] of Object.entries(parts)) {
  // The reliability run (hold) and the large data set (scale) are long: only when named.
  if (wanted.length > 0 ? !wanted.includes(name) : name === "hold" || name === "scale") continue
  console.log(`\n▶ ${name}`)
  const result = await run()
  for (const line of result.lines) console.log(`  ${line}`)
  ok &&= result.ok
}
console.log(ok ? "\nevery target met" : "\nsome targets missed")
process.exit(ok ? 0 : 1)
