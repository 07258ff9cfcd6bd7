import { callFailure } from "./failure.ts"

/** A `page.select` of a page other than the one shown (and not before the first). */
export const isOtherPage = ({ context, event }: { readonly context: { readonly page: number }; readonly event: { readonly type: string; readonly page?: number } }): boolean =>
  event.type === "page.select" && event.page !== undefined && event.page !== context.page && event.page >= 0

/** A call refused with one of these HTTP statuses (the error of an invoke's onError). */
export const isRefusedWith =
  (...statuses: ReadonlyArray<number>) =>
  ({ event }: { readonly event: unknown }): boolean => {
    const status = callFailure((event as { error?: unknown }).error, "").status
    return status !== null && statuses.includes(status)
  }

/** A call refused because the member may not make it (403), e.g. a member without a shop asking for a shop's list. */
export const isForbidden = isRefusedWith(403)

/** A call refused because what it acts on changed meanwhile: gone (404) or in another state (409). */
export const isStale = isRefusedWith(404, 409)

/**
 * A guard on the answer of the invoke that just finished (the output of its onDone event):
 * `test` decides; any event without an output (not a done event) fails it.
 */
export const outputIs =
  <T>(test: (output: T) => boolean) =>
  ({ event }: { readonly event: unknown }): boolean => {
    const output = (event as { output?: T }).output
    return output !== undefined && test(output)
  }
