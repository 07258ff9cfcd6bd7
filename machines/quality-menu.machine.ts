import { setup } from "xstate"
import { QUALITY_LIST_HIDE_MS } from "../domain/constants.ts"

/**
 * The player's quality list (spec 2 §9): it opens while the pointer is over the quality
 * button or the list and hides 100 ms after the pointer leaves both, so that moving from the
 * button into the list does not close it. Choosing a quality closes it at once.
 */
export const qualityMenuMachine = setup({
  types: {
    events: {} as { type: "menu.enter" } | { type: "menu.leave" } | { type: "menu.choose" } | { type: "menu.toggle" },
  },
  delays: { hideAfter: QUALITY_LIST_HIDE_MS },
}).createMachine({
  id: "qualityMenu",
  initial: "closed",
  states: {
    closed: { on: { "menu.enter": "open", "menu.toggle": "open" } },
    open: { on: { "menu.leave": "closing", "menu.choose": "closed", "menu.toggle": "closed" } },
    closing: {
      after: { hideAfter: "closed" },
      on: { "menu.enter": "open", "menu.choose": "closed" },
    },
  },
})
