import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { FLOWS } from "../../machines/index.ts"
import { signedInUser } from "../setup/auth.ts"
import { openPage, screenshot } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

/** The state the page says the live copy is in, and whether the diagram highlights it. */
const currentState = (page: Page) => page.locator("[data-current-state]").getAttribute("data-current-state")
const highlighted = (page: Page, stateId: string) => page.locator(`[data-state-id="${stateId}"]`).getAttribute("data-active")

describe("flows page", () => {
  const suite = useBrowserSuite()

  it("lets an administrator step the sign-in flow from process to finish with the event buttons", async () => {
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { token: admin.token })
    await page.goto("/dev/flows?machine=signIn")
    await page.getByRole("heading", { name: "流程图", level: 1 }).waitFor()
    expect(await page.title()).toBe("流程图 - 悦享健康美丽网")

    // Every machine is listed; the chosen one is drawn with its states, nested ones too.
    const list = page.getByRole("navigation", { name: "状态机列表" })
    expect(await list.getByRole("link").count()).toBe(FLOWS.length)
    expect(await list.getByRole("link", { name: /每日签到/ }).getAttribute("aria-current")).toBe("page")
    const diagram = page.getByRole("img", { name: "每日签到的状态图" })
    expect(await diagram.locator("[data-state-id]").count()).toBe(11)
    expect(await diagram.locator('[data-state-id="signIn.finish.blinking.litAgain"]').count()).toBe(1)

    await expect.poll(() => currentState(page)).toBe("loading")
    const submit = page.getByRole("button", { name: "signIn.submit" })
    expect(await submit.isDisabled()).toBe(true)
    await page.getByRole("button", { name: "loadWeek → 今天未签到" }).click()

    await expect.poll(() => currentState(page)).toBe("process")
    expect(await highlighted(page, "signIn.process")).toBe("true")
    expect(await highlighted(page, "signIn.loading")).toBe("false")
    expect(await submit.isEnabled()).toBe(true)
    await screenshot(page, "flows-sign-in-process-1440")

    await submit.click()
    await expect.poll(() => currentState(page)).toBe("signing")
    expect(await submit.isDisabled()).toBe(true)
    await page.getByRole("button", { name: "submitSignIn → 成功" }).click()
    await expect.poll(() => currentState(page)).toBe("finish.blinking.lit")
    expect(await highlighted(page, "signIn.finish")).toBe("true")
    expect(await highlighted(page, "signIn.process")).toBe("false")
    expect(await page.locator('[data-transition-key="signIn.signing|xstate.done.actor.0.signIn.signing|0"]').getAttribute("data-taken")).toBe("true")

    // The "签到 +1" tag blinks on simulated time, then the panel rests in finish.
    for (const next of ["finish.blinking.dark", "finish.blinking.litAgain", "finish.steady"]) {
      await page.getByRole("button", { name: "时间前进 450 毫秒" }).click()
      await expect.poll(() => currentState(page)).toBe(next)
    }
    expect(await highlighted(page, "signIn.finish.steady")).toBe("true")
    expect(await page.locator("[data-flow-context]").textContent()).toContain('"gained": 5')
    await screenshot(page, "flows-sign-in-finish-1440")

    // Starting again puts the copy back at the start.
    await page.getByRole("button", { name: "重新开始" }).click()
    await expect.poll(() => currentState(page)).toBe("loading")
    expect(errors).toEqual([])
    await context.close()
  })

  it("walks a machine with inputs, nested states and simulated time at 375 px", async () => {
    const admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    const { page, errors, context } = await openPage(suite.browser, suite.server.url, { width: 375, height: 812, token: admin.token })
    await page.goto("/dev/flows?machine=qrLogin")
    await expect.poll(() => currentState(page)).toBe("loading")
    await page.getByRole("button", { name: "createQr → 成功" }).click()
    await expect.poll(() => currentState(page)).toBe("shown.waiting.idle")
    expect(await highlighted(page, "qrLogin.shown")).toBe("true")
    expect(await highlighted(page, "qrLogin.shown.waiting.idle")).toBe("true")
    await page.getByRole("button", { name: "时间前进 2000 毫秒" }).click()
    await expect.poll(() => currentState(page)).toBe("shown.waiting.polling")
    await page.getByRole("button", { name: "pollQr → 已扫码" }).click()
    await expect.poll(() => currentState(page)).toBe("shown.scanned.idle")
    await screenshot(page, "flows-qr-375")
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
