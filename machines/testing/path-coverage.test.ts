import { describe, expect, it } from "vitest"
import { assign, fromPromise, setup } from "xstate"
import { defineFlow, type FlowEntry } from "./flow-entry.ts"
import { flowModel } from "./flow-model.ts"
import { coverageFailures, formatCoverage, replay, walkFlow } from "./path-coverage.ts"

/** A small flow with every kind of transition: guarded events, a call, a timer, an eventless choice, an input. */
const completeMachine = setup({
  types: {
    context: {} as { tries: number; name: string },
    events: {} as { type: "form.submit"; name: string } | { type: "form.retry" } | { type: "form.reset" },
    input: {} as { remembered: boolean },
  },
  actors: {
    save: fromPromise<string, { name: string }>(async () => {
      throw new Error("needs a save actor")
    }),
  },
  guards: { isNamed: ({ event }) => event.type === "form.submit" && event.name.trim() !== "" },
}).createMachine({
  id: "complete",
  context: ({ input }) => ({ tries: 0, name: input.remembered ? "玫瑰" : "" }),
  initial: "choosing",
  states: {
    choosing: { always: [{ guard: ({ context }) => context.name !== "", target: "done" }, { target: "editing" }] },
    editing: {
      on: {
        "form.submit": [
          { guard: "isNamed", target: "saving", actions: assign({ name: ({ event }) => event.name }) },
          { actions: assign({ tries: ({ context }) => context.tries + 1 }) },
        ],
      },
    },
    saving: {
      invoke: { src: "save", input: ({ context }) => ({ name: context.name }), onDone: "saved", onError: "failure" },
    },
    failure: { on: { "form.retry": "saving" } },
    saved: { after: { 1500: "done" }, on: { "form.reset": "editing" } },
    done: { type: "final" },
  },
})

const complete = defineFlow({
  id: "complete",
  nameZh: "完整示例",
  nameEn: "Complete example",
  description: "每种转换都能走到。",
  machine: completeMachine,
  fakes: (fake) =>
    completeMachine.provide({
      actors: { save: fake.promise([{ label: "成功", output: "ok" }, { label: "失败", error: new Error("网络异常") }]) },
    }),
  events: {
    "form.submit": [
      { label: "填写姓名", event: { type: "form.submit", name: "玫瑰" } },
      { label: "空白", event: { type: "form.submit", name: "  " } },
    ],
  },
  inputs: [
    { label: "新用户", input: { remembered: false } },
    { label: "已记住", input: { remembered: true } },
  ],
})

/** An orphan state nothing leads to, and a guarded branch no sample can take. */
const gappyMachine = setup({
  types: { events: {} as { type: "form.submit"; name: string } | { type: "form.cancel" } },
  guards: { isNamed: ({ event }) => event.type === "form.submit" && event.name.trim() !== "" },
}).createMachine({
  id: "gappy",
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.submit": [{ guard: "isNamed", target: "sent" }, { target: "editing", reenter: true }],
        "form.cancel": "closed",
      },
    },
    sent: {},
    closed: {},
    orphan: { on: { "form.cancel": "closed" } },
  },
})

const gappy = defineFlow({
  id: "gappy",
  nameZh: "有缺口的示例",
  nameEn: "Example with gaps",
  description: "一个走不到的状态和一个覆盖不到的转换。",
  machine: gappyMachine,
  fakes: () => gappyMachine,
  events: { "form.submit": [{ label: "空白", event: { type: "form.submit", name: " " } }] },
})

describe("flow model", () => {
  it("lists nested states and every alternative of every transition", () => {
    const model = flowModel(completeMachine)
    expect(model.states.map((s) => s.id)).toEqual(["complete.choosing", "complete.editing", "complete.saving", "complete.failure", "complete.saved", "complete.done"])
    expect(model.transitions.map((t) => `${t.key} ${t.kind} ${t.label}`)).toEqual([
      "complete.choosing||0 always 立即",
      "complete.choosing||1 always 立即",
      "complete.editing|form.submit|0 event form.submit",
      "complete.editing|form.submit|1 event form.submit",
      "complete.saving|xstate.done.actor.0.complete.saving|0 done save 完成",
      "complete.saving|xstate.error.actor.0.complete.saving|0 error save 失败",
      "complete.failure|form.retry|0 event form.retry",
      "complete.saved|form.reset|0 event form.reset",
      "complete.saved|xstate.after.1500.complete.saved|0 after 1500 毫秒后",
    ])
    expect(model.eventTypes).toEqual(["form.submit", "form.retry", "form.reset"])
  })
})

describe("path walker", () => {
  it("reaches every state and covers every transition of a complete flow, with fake calls and simulated time", async () => {
    const { report, paths } = await walkFlow(complete)
    expect(coverageFailures(report)).toEqual([])
    expect(report.states).toEqual({ total: 6, reached: 6, missing: [] })
    expect(report.transitions.covered).toBe(9)
    // Each path replays to the transitions it was kept for.
    for (const path of paths) {
      const live = await replay(complete, path.inputIndex, path.steps)
      for (const key of path.covers) expect(live.taken).toContain(key)
      live.stop()
    }
    const timed = report.paths.find((p) => p.steps.includes("时间前进 1500 毫秒"))
    expect(timed).toMatchObject({ input: "新用户", steps: ["form.submit（填写姓名）", "save → 成功", "时间前进 1500 毫秒"] })
    expect(formatCoverage([report])).toContain("状态   6/6   转换   9/9")
  })

  it("fails on an unreachable state and an uncovered transition, naming them and the fix", async () => {
    const { report } = await walkFlow(gappy)
    expect(report.states.missing).toEqual(["gappy.sent", "gappy.orphan"])
    expect(report.transitions.missing.map((t) => t.key)).toEqual(["gappy.editing|form.submit|0", "gappy.orphan|form.cancel|0"])
    const failures = coverageFailures(report)
    expect(failures).toContain("状态 gappy.orphan 没有任何路径到达（unreachable state）")
    expect(failures.some((f) => f.startsWith("转换 gappy.editing —form.submit [isNamed] #0→ gappy.sent 没有被任何路径覆盖"))).toBe(true)
    expect(failures.at(-1)).toContain("gappy 的流程条目（状态机旁的 <name>.flow.ts）")
  })

  it("covers a transition that swallows an event on purpose, though `can` says the event changes nothing", async () => {
    const machine = setup({ types: { events: {} as { type: "ping" } | { type: "hush" } } }).createMachine({
      id: "quiet",
      initial: "talking",
      on: { ping: { actions: () => {} } },
      states: { talking: { on: { hush: "silent" } }, silent: { on: { ping: {} } } },
    })
    const entry = defineFlow({ id: "quiet", nameZh: "静音", nameEn: "Quiet", description: "静音状态吞掉 ping 事件。", machine, fakes: () => machine })
    const { report } = await walkFlow(entry)
    expect(coverageFailures(report)).toEqual([])
    expect(report.paths.flatMap((p) => p.covers).some((c) => c.startsWith("quiet.silent —ping"))).toBe(true)
  })

  it("reports an event whose guard needs data the entry does not give", async () => {
    const noSamples: FlowEntry = { ...gappy, id: "noSamples", events: {} }
    const { report } = await walkFlow(noSamples)
    expect(report.problems.some((p) => p.includes("form.submit 无法判断") && p.includes("样例事件"))).toBe(true)
  })
})
