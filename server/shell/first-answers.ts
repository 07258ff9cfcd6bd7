import { endpoints, type EndpointName, type Endpoints } from "../../domain/api/endpoints.ts"
import { fillPath, type Endpoint, type Input } from "../../domain/core/endpoint.ts"
import { encodeQuery } from "../../domain/core/endpoint-query.ts"
import { answerKey, FIRST_ANSWERS_ID } from "../../domain/core/first-answers.ts"
import { matchRoute } from "../../domain/shell/routes/route-table.ts"

/** A GET call of the endpoint table with its input, as the page makes it. */
interface FirstCall {
  readonly name: EndpointName
  readonly input: unknown
}

const call = <K extends EndpointName>(name: K, ...input: [Input<Endpoints[K]>?]): FirstCall => ({ name, input: input[0] })

/** A row id written in a URL, or null for anything else. */
const rowId = (text: string | null | undefined): number | null => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null)

/** Every page's: the site's settings and the client configuration. */
const EVERY_PAGE: ReadonlyArray<FirstCall> = [call("systemConfig"), call("clientConfig")]

/**
 * The calls that a page's first screen makes for a visitor, by route pattern, with the inputs the
 * page gives them: the list pages' first page in their default order (only when the address
 * carries no filter), the detail pages' row. A call missing here is asked by the page as before;
 * one that the page makes differently is never taken. The browser check (tests/e2e/first-answers)
 * proves that each page takes every answer written for it.
 */
export const FIRST_CALLS: Readonly<Record<string, (params: Readonly<Record<string, string>>, search: URLSearchParams) => ReadonlyArray<FirstCall>>> = {
  "/": () => [call("productCategoryTree"), call("homeCourses"), call("homeProducts")],
  "/video": (_, search) =>
    search.size > 0 ? [] : [call("courseList", { query: { type: "video", sort: "default", price: "all", page: 0, size: 12 } }), call("courseCategoryTree", { query: { type: "video" } })],
  "/video/detail": (_, search) => {
    const id = rowId(search.get("id"))
    return id === null ? [] : [call("courseDetail", { params: { id } }), call("videoCourseLikeList", { query: { courseId: id } })]
  },
  "/product/index": (_, search) => [call("productCategoryTree"), ...(search.size > 0 ? [] : [call("productList", { query: { sort: "default", page: 0, size: 20 } })])],
  "/product/detail/:spuId": (params) => {
    const spuId = rowId(params.spuId)
    return spuId === null ? [] : [call("productDetail", { params: { spuId } }), call("productSkus", { params: { spuId } })]
  },
  "/login": () => [call("authOptions")],
}

/**
 * The picture a page's first screen paints largest (its largest paint, on a phone), read from the
 * answer of one of its first calls: the document names it, so that the browser fetches it while
 * the app's scripts are still on their way (server/shell/document-hints.ts).
 */
const LARGEST_PICTURE: Readonly<Record<string, { readonly call: EndpointName; readonly path: ReadonlyArray<string | number> }>> = {
  "/video": { call: "courseList", path: ["content", 0, "cover"] },
  "/video/detail": { call: "courseDetail", path: ["cover"] },
  "/product/index": { call: "productList", path: ["content", 0, "cover"] },
  "/product/detail/:spuId": { call: "productDetail", path: ["images", 0] },
}

/** The calls of a page's first screen, each with its answer's key, and the route they are of. */
export interface FirstScreen {
  readonly route: string
  readonly calls: ReadonlyArray<FirstCall & { readonly key: string }>
}

/** The first screen of the page at `pathname` and `search`; null for a path that is no page. */
export const firstScreen = (pathname: string, search: string): FirstScreen | null => {
  const match = matchRoute(pathname)
  if (match === null) return null
  const calls = [...EVERY_PAGE, ...(FIRST_CALLS[match.route.path]?.(match.params, new URLSearchParams(search)) ?? [])]
  return {
    route: match.route.path,
    calls: calls.map((call) => {
      const endpoint: Endpoint = endpoints[call.name]
      const values = (call.input ?? {}) as { params?: Record<string, unknown>; query?: unknown }
      return { ...call, key: answerKey(fillPath(endpoint.path, values.params), encodeQuery(endpoint, values.query)) }
    }),
  }
}

/** The largest picture of a first screen, from its answers; null when they do not name one. */
export const largestPicture = (screen: FirstScreen, answers: Readonly<Record<string, unknown>>): string | null => {
  const wanted = LARGEST_PICTURE[screen.route]
  const call = wanted && screen.calls.find((c) => c.name === wanted.call)
  if (!wanted || !call) return null
  let value: unknown = answers[call.key]
  for (const step of wanted.path) value = typeof value === "object" && value !== null ? (value as Record<string | number, unknown>)[step] : undefined
  return typeof value === "string" && value !== "" ? value : null
}

/** How long the document waits for its answers; a call still running is left to the page. */
const FIRST_ANSWERS_WAIT_MS = 800

/**
 * The answers of a first screen's calls, by call key, asked of the app itself (`ask` answers a
 * path of the API as the app would). Only answers of 200 are kept.
 */
export const firstAnswers = async (ask: (path: string) => Promise<Response> | Response, { calls }: FirstScreen): Promise<Record<string, unknown>> => {
  const answers: Record<string, unknown> = {}
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)))
  const asked = calls.map(async ({ key }) => {
    try {
      const response = await ask(key)
      if (response.status === 200) answers[key] = await response.json()
    } catch {
      // The page asks for it itself.
    }
  })
  await Promise.race([Promise.all(asked), late])
  clearTimeout(timer)
  return { ...answers }
}

/** The element holding the answers: JSON with every `<` escaped, so no text in it ends the element. */
export const firstAnswersElement = (answers: Readonly<Record<string, unknown>>): string =>
  Object.keys(answers).length === 0 ? "" : `<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, "\\u003c")}</script>`
