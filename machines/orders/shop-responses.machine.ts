import { assign, setup } from "xstate"
import { validateReply } from "../../domain/courses/question-form.ts"
import { firstFormError } from "../../domain/core/validation/form-errors.ts"
import { replyProblem, type ReviewWithProduct, type ShopQuestionPage } from "../../domain/mall/review.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isForbidden, isOtherPage } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "操作失败，请重试")

/** 商品评价 (the shop replies to reviews) or 商品问答 (the shop answers questions). */
export type ResponseKind = "review" | "question"
/** 全部, 待回复/待回答, 已回复/已回答. */
export type ResponseTab = "all" | "pending" | "done"

export type ShopQuestion = ShopQuestionPage["content"][number]
export type ResponseItem = ReviewWithProduct | ShopQuestion

export interface ResponseQuery {
  readonly kind: ResponseKind
  readonly tab: ResponseTab
  readonly page: number
}

export interface ShopResponsesContext extends ResponseQuery {
  readonly items: ReadonlyArray<ResponseItem> | null
  readonly total: number
  readonly error: string | null
  /** The review or question being answered. */
  readonly target: ResponseItem | null
  readonly responseError: string | null
  readonly responded: number | null
}

export type ShopResponsesEvent =
  | { type: "tab.select"; tab: ResponseTab }
  | { type: "page.select"; page: number }
  | { type: "list.retry" }
  | { type: "list.reload" }
  | { type: "response.open"; item: ResponseItem }
  | { type: "response.submit"; content: string }
  | { type: "response.cancel" }

/** The shop's reply (1-200 characters) or answer (the course reply rules, 30-200). */
export const responseProblem = (kind: ResponseKind, content: string): string | null =>
  kind === "review" ? replyProblem(content) : (firstFormError(validateReply({ content })) ?? null)

const isAnswered = (kind: ResponseKind, item: ResponseItem): boolean =>
  kind === "review" ? (item as ReviewWithProduct).reply !== null : (item as ShopQuestion).answeredByShop

/**
 * The shop's side of reviews and questions (maker centre 商品评价 and 商品问答): the list by tab
 * and page; 回复 (a review, once) or 回答 (a question) opens a dialog whose text is checked as the
 * server checks it; the server's refusal stays in the dialog, a success reads the list again.
 * A member without a shop is refused by the server (forbidden).
 */
export const shopResponsesMachine = setup({
  types: {
    context: {} as ShopResponsesContext,
    events: {} as ShopResponsesEvent,
    input: {} as { kind: ResponseKind },
  },
  actors: {
    loadItems: requiredActor<{ items: ReadonlyArray<ResponseItem>; total: number }, ResponseQuery>("shopResponsesMachine needs a loadItems actor"),
    respond: requiredActor<unknown, { kind: ResponseKind; id: number; content: string }>("shopResponsesMachine needs a respond actor"),
  },
  guards: {
    isForbidden,
    isOtherPage,
    canRespond: ({ context, event }) => event.type === "response.open" && !(context.kind === "review" && isAnswered("review", event.item)),
    isValid: ({ context, event }) => event.type === "response.submit" && responseProblem(context.kind, event.content) === null,
  },
}).createMachine({
  id: "shopResponses",
  context: ({ input }) => ({ kind: input.kind, tab: "all", page: 0, items: null, total: 0, error: null, target: null, responseError: null, responded: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadItems",
        input: ({ context }) => ({ kind: context.kind, tab: context.tab, page: context.page }),
        onDone: { target: "ready", actions: assign({ items: ({ event }) => event.output.items, total: ({ event }) => event.output.total, error: null }) },
        onError: [
          { guard: "isForbidden", target: "forbidden", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
          { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    forbidden: {},
    failure: { on: { "list.retry": "loading" } },
    ready: {
      initial: "browsing",
      states: {
        browsing: {
          on: {
            "list.reload": "#shopResponses.loading",
            "tab.select": { target: "#shopResponses.loading", actions: assign({ tab: ({ event }) => event.tab, page: 0, responded: null }) },
            "page.select": { guard: "isOtherPage", target: "#shopResponses.loading", actions: assign({ page: ({ event }) => event.page }) },
            "response.open": { guard: "canRespond", target: "responding", actions: assign({ target: ({ event }) => event.item, responseError: null, responded: null }) },
          },
        },
        responding: {
          initial: "editing",
          on: { "response.cancel": { target: "browsing", actions: assign({ target: null, responseError: null }) } },
          states: {
            editing: {
              on: {
                "response.submit": [
                  { guard: "isValid", target: "sending", actions: assign({ responseError: null }) },
                  { actions: assign({ responseError: ({ context, event }) => responseProblem(context.kind, event.content) }) },
                ],
              },
            },
            sending: {
              tags: ["busy"],
              on: { "response.cancel": {} },
              invoke: {
                src: "respond",
                input: ({ context, event }) => ({ kind: context.kind, id: context.target?.id ?? 0, content: (event as Extract<ShopResponsesEvent, { type: "response.submit" }>).content.trim() }),
                onDone: { target: "#shopResponses.loading", actions: assign({ responded: ({ context }) => context.target?.id ?? null, target: null }) },
                onError: { target: "editing", actions: assign({ responseError: ({ event }) => failureOf(event.error).message }) },
              },
            },
          },
        },
      },
    },
  },
})
