import { fromPromise } from "xstate"
import { validateScienceForm, type MyScienceItem, type ScienceForm } from "../../domain/community/index.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import { validateNewsForm, type NewsForm } from "../../domain/news/news-article.ts"
import { articleDraftMachine } from "../../machines/community/article-draft.machine.ts"
import { formSubmitMachine } from "../../machines/core/form-submit.machine.ts"
import { api } from "./services.ts"

/**
 * The writing pages of articles (健康科普 and 美容, 行业资讯) wired to the request client: a new
 * article is created, an existing one (by id) is updated and goes back to review.
 */

/** The science article's draft: checked with the server's rule, sent, then its review followed. */
export const scienceDraftMachineFor = (id: number | null) =>
  articleDraftMachine.provide({
    actors: {
      submit: fromPromise(({ input }) => {
        const body = input as ScienceForm
        return id === null ? api.call("scienceCreate", { body }, { silent: true }) : api.call("scienceUpdate", { params: { id }, body }, { silent: true })
      }),
      loadReview: fromPromise(async ({ input }) => {
        const item = await api.call("scienceMyItem", { params: { id: (input as MyScienceItem).id } })
        return { status: item.status, rejectReason: item.rejectReason }
      }),
    },
    guards: { check: ({ event }) => event.type === "draft.submit" && isFormValid(validateScienceForm(event.values as ScienceForm)) },
  })

/** The news article's form: checked with the server's rule, then sent for review. */
export const newsFormMachineFor = (id: number | null) =>
  formSubmitMachine.provide({
    actors: {
      submit: fromPromise(({ input }) => {
        const body = input as NewsForm
        return id === null ? api.call("newsCreate", { body }, { silent: true }) : api.call("newsUpdate", { params: { id }, body }, { silent: true })
      }),
    },
    guards: { check: ({ event }) => isFormValid(validateNewsForm(event.values as NewsForm)) },
  })
