import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { searchCouriers } from "../../domain/mall/logistics/couriers.ts"
import { settled } from "./browser.ts"

/**
 * Picks a courier in the courier combobox of `form` as a person does: types part of its name,
 * waits until the list shows only what the text finds (the full list renders first, and a click
 * on one of its options would land on an element the filtered list then replaces), waits until
 * the list has stopped moving (a click on an option still opening can be lost on a loaded
 * machine), clicks the courier and waits until the input shows its name.
 */
export const pickCourier = async (page: Page, form: Locator, typed: string, name: string): Promise<void> => {
  const box = form.getByRole("combobox", { name: "快递公司" })
  await box.fill(typed)
  await expect.poll(() => page.getByRole("option").count(), { timeout: 20_000 }).toBe(searchCouriers(typed).length)
  const option = page.getByRole("option", { name: new RegExp(`^${name}`) })
  await settled(option)
  await option.click()
  await expect.poll(() => box.inputValue(), { timeout: 20_000 }).toBe(name)
}
