import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { PageResponse } from "../../domain/core/paging.ts"
import { pagedListMachine } from "./paged-list.machine.ts"

const pages = (total: number, perPage: number) => (page: number): PageResponse<string> => ({
  content: Array.from({ length: Math.max(0, Math.min(perPage, total - page * perPage)) }, (_, i) => `问题${page * perPage + i}`),
  totalPage: Math.ceil(total / perPage),
})

const start = (answer: (page: number) => Promise<PageResponse<string>>) => {
  const asked: number[] = []
  const actor = createActor(pagedListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => (asked.push(input.page), answer(input.page))) } })).start()
  return { actor, asked, list: () => actor.getSnapshot().context.list }
}

describe("paged list machine", () => {
  it("loads from page 0, appends with load-more while the page differs from the total, then stops", async () => {
    const { actor, asked, list } = start(async (page) => pages(17, 15)(page))
    await waitFor(actor, (s) => s.matches("ready"))
    expect(list().items).toHaveLength(15)
    expect(actor.getSnapshot().can({ type: "list.more" })).toBe(true)
    actor.send({ type: "list.more" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(list().items).toHaveLength(17)
    expect(list().items[16]).toBe("问题16")
    expect(actor.getSnapshot().can({ type: "list.more" })).toBe(false)
    expect(asked).toEqual([0, 1])
  })

  it("appends an added item, and a refresh starts again from page 0", async () => {
    const { actor, asked, list } = start(async (page) => pages(3, 5)(page))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "list.add", item: "新问题" })
    expect(list().items.at(-1)).toBe("新问题")
    actor.send({ type: "list.refresh" })
    expect(list().items).toEqual([])
    await waitFor(actor, (s) => s.matches("ready"))
    expect(list().items).toEqual(["问题0", "问题1", "问题2"])
    expect(asked).toEqual([0, 0])
  })

  it("reports an empty list and a failure with retry", async () => {
    let fail = true
    const { actor, list } = start(async () => {
      if (fail) throw new Error("接口请求失败")
      return { content: [], totalPage: 0 }
    })
    await waitFor(actor, (s) => s.matches("failure"))
    expect(actor.getSnapshot().context.error).toBe("接口请求失败")
    fail = false
    actor.send({ type: "list.retry" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(list()).toMatchObject({ items: [], total: 0, loaded: true })
    expect(actor.getSnapshot().can({ type: "list.more" })).toBe(false)
    fail = true
    actor.send({ type: "list.refresh" })
    await waitFor(actor, (s) => s.matches("failure"))
    actor.send({ type: "list.refresh" })
    await waitFor(actor, (s) => s.matches("failure"))
  })
})
