import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { signInButton, signInSteps } from "./sign-in.ts"
import { addDays, weekOf } from "./china-day.ts"
import { nextStreak, SIGN_IN_SCHEDULE, signInPointsFor, signInTitle, signInWeek, type SignInRecord } from "./sign-in-rules.ts"

const run = (today: string, days: number, includeToday: boolean): SignInRecord[] => {
  const out: SignInRecord[] = []
  const first = includeToday ? addDays(today, -(days - 1)) : addDays(today, -days)
  for (let i = 0; i < days; i++) out.push({ day: addDays(first, i), streak: i + 1, points: signInPointsFor(i + 1) })
  return out
}

describe("sign-in points", () => {
  test("the schedule: 5, 5, 10, 5, 5, 5, 20, then again", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10, 14].map(signInPointsFor)).toEqual([5, 5, 10, 5, 5, 5, 20, 5, 10, 20])
    expect(signInTitle(3)).toBe("连续签到3天奖励")
    expect(signInTitle(14)).toBe("连续签到7天奖励")
    expect(signInTitle(1)).toBe("每日签到")
    expect(nextStreak(null)).toBe(1)
    expect(nextStreak(6)).toBe(7)
  })
  test.prop([fc.integer({ min: 1, max: 1000 })])("every day gives points of the schedule", (n) => {
    expect(SIGN_IN_SCHEDULE).toContain(signInPointsFor(n))
    expect(signInPointsFor(n)).toBe(signInPointsFor(n + 7))
  })
})

describe("the sign-in week (spec 1 §4, spec 2 §4)", () => {
  const wednesday = "2024-11-20"
  test("before signing: past days over, today day, later days later; today's points projected", () => {
    const week = signInWeek(wednesday, run(wednesday, 2, false))
    expect(week.list.map((d) => d.toDay)).toEqual(["over", "over", "day", "later", "later", "later", "later"])
    expect(week).toMatchObject({ joinSingIn: 2, status: false, toDayPoints: 10 })
    expect(week.list.map((d) => d.points)).toEqual([5, 5, 10, 5, 5, 5, 20])
    expect(signInSteps(week).map((s) => s.state)).toEqual(["finish", "finish", "process", "wait", "wait", "wait", "wait"])
    expect(signInButton(week.status)).toEqual({ label: "签到", disabled: false })
  })
  test("after signing: today finish and the button disabled", () => {
    const week = signInWeek(wednesday, run(wednesday, 3, true))
    expect(week).toMatchObject({ joinSingIn: 3, status: true, toDayPoints: 10 })
    expect(signInSteps(week).map((s) => s.state)).toEqual(["finish", "finish", "finish", "wait", "wait", "wait", "wait"])
    expect(signInButton(week.status)).toEqual({ label: "今日已签到", disabled: true })
  })
  test("a missed yesterday ends the run: earlier days are wait, a missed day earned 0", () => {
    const records: SignInRecord[] = [{ day: "2024-11-18", streak: 1, points: 5 }]
    const week = signInWeek(wednesday, records)
    expect(week).toMatchObject({ joinSingIn: 0, toDayPoints: 5 })
    expect(week.list[1]?.points).toBe(0)
    expect(signInSteps(week).map((s) => s.state)).toEqual(["wait", "wait", "process", "wait", "wait", "wait", "wait"])
  })
  test.prop([fc.integer({ min: 0, max: 30 }), fc.boolean(), fc.integer({ min: 0, max: 6 })])(
    "steps: finish exactly for the run inside the week and today once signed",
    (days, signed, offset) => {
      const today = weekOf("2024-11-18")[offset] ?? "2024-11-18"
      const records = days === 0 ? [] : run(today, days, signed)
      const week = signInWeek(today, records)
      const steps = signInSteps(week)
      const past = week.list.filter((d) => d.toDay === "over").length
      const inRun = Math.min(past, Math.max(0, week.joinSingIn - (week.status ? 1 : 0)))
      expect(steps.filter((s) => s.state === "finish")).toHaveLength(inRun + (week.status ? 1 : 0))
      expect(steps.filter((s) => s.state === "process")).toHaveLength(week.status ? 0 : 1)
      expect(week.status).toBe(signed && days > 0)
    },
  )
})
