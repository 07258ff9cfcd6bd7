import { assign, setup } from "xstate"
import type { MakerWork } from "../../domain/maker/entities.ts"
import { parseTags, validateWorkForm, type WorkField, type WorkForm } from "../../domain/maker/rules.ts"
import { isFormValid, type FormErrors } from "../../domain/core/validation/form-errors.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface PublishDraft {
  readonly title: string
  readonly category: string
  readonly tagsText: string
  readonly video: string
  readonly cover: string
}

interface Context {
  readonly draft: PublishDraft
  readonly errors: FormErrors<WorkField>
  readonly error: string | null
  readonly work: MakerWork | null
}

type Events =
  | { type: "video.uploaded"; path: string }
  | { type: "video.removed" }
  | { type: "cover.chosen"; path: string }
  | { type: "details.change"; title?: string; category?: string; tagsText?: string }
  | { type: "work.submit" }
  | { type: "work.another" }

const EMPTY: PublishDraft = { title: "", category: "", tagsText: "", video: "", cover: "" }

export const workFormOf = (draft: PublishDraft): WorkForm => ({
  title: draft.title,
  category: draft.category,
  tags: parseTags(draft.tagsText),
  video: draft.video,
  cover: draft.cover,
})

/**
 * Publishing a short video (/account/mine/release): upload the MP4 (the upload widget shows
 * its progress), choose a cover (a frame taken in the browser, or a picture), fill in title,
 * category and tags, submit; the work then waits for review. Submitting checks the form with
 * the server's rules first; a refusal keeps the draft and shows why.
 */
export const publishWorkMachine = setup({
  types: { context: {} as Context, events: {} as Events },
  actors: {
    submit: requiredActor<MakerWork, WorkForm>("publishWorkMachine needs a submit actor"),
  },
  actions: {
    assignDetails: assign({
      draft: ({ context, event }) => {
        if (event.type !== "details.change") return context.draft
        return {
          ...context.draft,
          title: event.title ?? context.draft.title,
          category: event.category ?? context.draft.category,
          tagsText: event.tagsText ?? context.draft.tagsText,
        }
      },
    }),
  },
  guards: {
    isDraftValid: ({ context }) => isFormValid(validateWorkForm(workFormOf(context.draft))),
  },
}).createMachine({
  id: "publishWork",
  context: { draft: EMPTY, errors: {}, error: null, work: null },
  initial: "uploading",
  states: {
    /** No video yet: the upload widget takes one. */
    uploading: {
      on: {
        "video.uploaded": { target: "details", actions: assign({ draft: ({ context, event }) => ({ ...context.draft, video: event.path, cover: "" }) }) },
        "details.change": { actions: "assignDetails" },
      },
    },
    /** Video uploaded: cover, title, category and tags. */
    details: {
      on: {
        "video.removed": { target: "uploading", actions: assign({ draft: ({ context }) => ({ ...context.draft, video: "", cover: "" }) }) },
        "cover.chosen": { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, cover: event.path }) }) },
        "details.change": { actions: "assignDetails" },
        "work.submit": [
          { guard: "isDraftValid", target: "submitting", actions: assign({ errors: {}, error: null }) },
          { actions: assign({ errors: ({ context }) => validateWorkForm(workFormOf(context.draft)) }) },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "submit",
        input: ({ context }) => workFormOf(context.draft),
        onDone: { target: "submitted", actions: assign({ work: ({ event }) => event.output }) },
        onError: { target: "details", actions: assign({ error: ({ event }) => (event.error as Error).message || "提交失败" }) },
      },
    },
    submitted: {
      on: { "work.another": { target: "uploading", actions: assign({ draft: EMPTY, work: null, errors: {}, error: null }) } },
    },
  },
})
