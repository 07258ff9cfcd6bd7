import { afterAll, beforeAll, vi } from "vitest"

/**
 * Called inside a `describe` whose tests provoke server errors on purpose (probing or fuzzing
 * every endpoint): console.error is silenced before its tests and restored after them.
 */
export const quietConsoleErrors = (): void => {
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation(() => {})
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })
}
