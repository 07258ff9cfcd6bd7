import { assign, setup } from "xstate"
import { canLoadMore, initialPageState, pageReducer, type PageResponse, type PageState } from "../../domain/core/paging.ts"
import { callMessage } from "./failure.ts"
import { requiredActor } from "./required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "加载失败，请重试")

/**
 * A list loaded page by page with a load-more button (spec 2 §4: questions, replies): the
 * page counter starts at 0, the first load replaces the list, each later load appends; the
 * button shows while the page differs from the total; a refresh starts again from page 0;
 * an item added here (a new question) is appended.
 */
export const pagedListMachine = setup({
  types: {
    context: {} as { list: PageState<unknown>; error: string | null },
    events: {} as { type: "list.more" } | { type: "list.refresh" } | { type: "list.retry" } | { type: "list.add"; item: unknown },
  },
  actors: {
    loadPage: requiredActor<PageResponse<unknown>, { page: number }>("pagedListMachine needs a loadPage actor"),
  },
  guards: {
    hasMore: ({ context }) => canLoadMore(context.list),
  },
}).createMachine({
  id: "pagedList",
  context: { list: initialPageState<unknown>(), error: null },
  initial: "loading",
  on: {
    "list.add": { actions: assign({ list: ({ context, event }) => pageReducer(context.list, { type: "item.added", item: event.item }) }) },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadPage",
        input: ({ context }) => ({ page: context.list.page }),
        onDone: {
          target: "ready",
          actions: assign({
            list: ({ context, event }) => pageReducer(context.list, { type: "page.loaded", page: context.list.page, response: event.output }),
            error: null,
          }),
        },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {
      on: {
        "list.more": { guard: "hasMore", target: "loading" },
        "list.refresh": { target: "loading", actions: assign({ list: () => initialPageState<unknown>() }) },
      },
    },
    failure: {
      on: {
        "list.retry": "loading",
        "list.refresh": { target: "loading", actions: assign({ list: () => initialPageState<unknown>() }) },
      },
    },
  },
})
