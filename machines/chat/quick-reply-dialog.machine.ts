import { assign, setup } from "xstate"
import type { QuickReplyField } from "../../domain/chat/quick-reply-form.ts"
import { quickReplyDialogMode, validateQuickReply } from "../../domain/chat/quick-reply-form.ts"
import type { FormErrors } from "../../domain/core/validation/form-errors.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface QuickReplyValues {
  readonly id: number | null
  readonly title: string
  readonly content: string
}

interface Context {
  values: QuickReplyValues
  errors: FormErrors<QuickReplyField>
  /** Fields are checked as they change once the form was submitted. */
  submitted: boolean
  failure: string | null
}

export type QuickReplyDialogEvent =
  | { type: "dialog.open"; reply?: { id: number; title: string; content: string } }
  | { type: "field.change"; field: QuickReplyField; value: string }
  | { type: "dialog.submit" }
  | { type: "dialog.cancel" }

const EMPTY: QuickReplyValues = { id: null, title: "", content: "" }

const messageOf = (error: unknown): string => callMessage(error, String(error))

/**
 * The add/edit dialog of the quick-reply panel (spec 2 §2, §4, §5): add mode without an id,
 * edit mode with one; title 3-20 and text 10-200 characters; saved, then closed.
 */
export const quickReplyDialogMachine = setup({
  types: {
    context: {} as Context,
    events: {} as QuickReplyDialogEvent,
  },
  actors: {
    save: requiredActor<unknown, QuickReplyValues>("quickReplyDialogMachine needs a save actor"),
  },
  actions: {
    /** The list of quick replies is loaded again. */
    saved: () => {},
  },
  guards: {
    isValid: ({ context }) => isFormValid(validateQuickReply(context.values)),
  },
}).createMachine({
  id: "quickReplyDialog",
  context: { values: EMPTY, errors: {}, submitted: false, failure: null },
  initial: "closed",
  states: {
    closed: {
      on: {
        "dialog.open": {
          target: "editing",
          actions: assign(({ event }) => ({
            values: event.reply ? { id: event.reply.id, title: event.reply.title, content: event.reply.content } : EMPTY,
            errors: {},
            submitted: false,
            failure: null,
          })),
        },
      },
    },
    editing: {
      on: {
        "field.change": {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value }
            return { values, errors: context.submitted ? validateQuickReply(values) : context.errors }
          }),
        },
        "dialog.submit": [
          { guard: "isValid", target: "saving", actions: assign({ errors: {}, submitted: true }) },
          { actions: assign(({ context }) => ({ errors: validateQuickReply(context.values), submitted: true })) },
        ],
        "dialog.cancel": "closed",
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "save",
        input: ({ context }) => ({ ...context.values, title: context.values.title.trim(), content: context.values.content.trim() }),
        onDone: { target: "closed", actions: "saved" },
        onError: { target: "editing", actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
})

/** Add or edit, from the values' id. */
export const dialogMode = (values: QuickReplyValues) => quickReplyDialogMode(values.id)
