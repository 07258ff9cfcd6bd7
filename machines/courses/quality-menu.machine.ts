import { setup } from "xstate"
import { QUALITY_LIST_HIDE_MS } from "../../domain/core/constants.ts"

/**
 * The player's quality list (spec 2 §9). Hovering opens it (`hovered`) and it hides 100 ms
 * after the pointer leaves the button and the list, so that moving from the button into the
 * list does not close it. A click or the keyboard (Enter or Space on the button) pins it open
 * (`pinned`): a pointer arriving first and then clicking still opens it, the pointer leaving
 * does not close it, and a second click, Escape, a click outside or a choice closes it.
 */
export const qualityMenuMachine = setup({
  types: {
    events: {} as
      | { type: "menu.enter" }
      | { type: "menu.leave" }
      | { type: "menu.choose" }
      | { type: "menu.toggle" }
      | { type: "menu.close" },
  },
  delays: { hideAfter: QUALITY_LIST_HIDE_MS },
}).createMachine({
  id: "qualityMenu",
  initial: "closed",
  states: {
    closed: { on: { "menu.enter": "hovered", "menu.toggle": "pinned" } },
    hovered: {
      tags: "open",
      on: { "menu.leave": "closing", "menu.toggle": "pinned", "menu.choose": "closed", "menu.close": "closed" },
    },
    closing: {
      tags: "open",
      after: { hideAfter: "closed" },
      on: { "menu.enter": "hovered", "menu.toggle": "pinned", "menu.choose": "closed", "menu.close": "closed" },
    },
    pinned: {
      tags: "open",
      on: { "menu.toggle": "closed", "menu.choose": "closed", "menu.close": "closed" },
    },
  },
})
