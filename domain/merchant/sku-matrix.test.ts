import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { buildMatrix } from "./sku-matrix.ts"
import { finishedStatus, nextStep } from "./purchase.ts"

const attrs = fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 4 }), values: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 3 }) }), { maxLength: 3 })

describe("SKU matrix", () => {
  test.prop([attrs])("one row per combination of the ticked values, each once", (sale) => {
    const used = sale.filter((a) => a.values.length > 0)
    const rows = buildMatrix(sale, "精华", [])
    expect(rows.length).toBe(used.length === 0 ? 0 : used.reduce((n, a) => n * a.values.length, 1))
    expect(new Set(rows.map((r) => r.attrs.join("\u0000"))).size).toBe(rows.length)
  })
  test.prop([attrs])("rows already edited are kept when the matrix is built again", (sale) => {
    const first = buildMatrix(sale, "精华", []).map((r, i) => ({ ...r, price: String(i + 1) }))
    const again = buildMatrix(sale, "精华", first)
    expect(again).toEqual(first)
  })
  test("a new value adds rows and keeps the edited ones", () => {
    const before = buildMatrix([{ name: "容量", values: ["30ml"] }], "精华", []).map((r) => ({ ...r, price: "99" }))
    const after = buildMatrix([{ name: "容量", values: ["30ml", "50ml"] }], "精华", before)
    expect(after.map((r) => [r.attrs[0], r.price])).toEqual([["30ml", "99"], ["50ml", ""]])
    expect(after[1]!.title).toBe("精华 50ml")
  })
})

describe("purchase order steps", () => {
  test("新建 -> 分配, 已分配 -> 领取, 已领取 -> 完成, then nothing", () => {
    expect([0, 1, 2, 3, 4].map((s) => nextStep(s as 0))).toEqual(["assign", "receive", "finish", null, null])
  })
  test.prop([fc.array(fc.boolean(), { minLength: 1 })])("已完成 only when every item was bought", (done) => {
    expect(finishedStatus(done.map((d) => ({ done: d })))).toBe(done.every(Boolean) ? 3 : 4)
  })
})
