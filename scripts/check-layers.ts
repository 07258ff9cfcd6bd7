import { checkLayers } from "./layers.ts"

const violations = checkLayers(process.cwd())
for (const v of violations) console.error(`${v.file}: imports "${v.specifier}" — ${v.rule}`)
if (violations.length > 0) {
  console.error(`layer check: ${violations.length} forbidden import(s)`)
  process.exit(1)
}
console.log("layer check: every import goes the allowed way")
