import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FIRST_ANSWERS_ID } from "../../domain/core/first-answers.ts"
import { TOKEN_COOKIE } from "../../server/core/http/session-cookie.ts"
import { firstAnswersElement } from "../../server/shell/first-answers.ts"
import { seededToken } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

const ELEMENT = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s")

/** The answers a document brought, by call key (an empty object when it brought none). */
const answersIn = (html: string): Record<string, unknown> => JSON.parse(ELEMENT.exec(html)?.[1] ?? "{}") as Record<string, unknown>

describe("the answers element", () => {
  it("escapes every < so that no text in an answer ends the element or opens a comment", () => {
    const element = firstAnswersElement({ "/api/x": { title: "</script><script>alert(1)</script><!--" } })
    expect(element.match(/</g)).toHaveLength(2)
    expect(answersIn(element)).toEqual({ "/api/x": { title: "</script><script>alert(1)</script><!--" } })
    expect(firstAnswersElement({})).toBe("")
  })
})

describe.each(databaseKinds())("the first screen's answers in a visitor's document on %s", (kind) => {
  let clientDir: string
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(tmpdir(), "portal-client-"))
    writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><html lang="zh-CN"><head><title>悦享健康美丽网</title></head><body><div id="root"></div></body></html>`)
  })
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }))
  const suite = useTestServer(kind, { env: () => ({ CLIENT_DIR: clientDir }) })

  const documentOf = async (pathAndSearch: string, headers: Record<string, string> = {}) => (await fetch(`${suite.server.url}${pathAndSearch}`, { headers })).text()
  const asked = async (key: string) => (await fetch(`${suite.server.url}${key}`, { headers: { session_client: "pc-web" } })).json()

  it("are the API's own answers to the calls of the page's first screen", async () => {
    const list = await asked("/api/video/course?page=0&size=1")
    const id = (list as { content: Array<{ id: number }> }).content[0]?.id
    if (id === undefined) throw new Error("no seeded course")
    const answers = answersIn(await documentOf(`/video/detail?id=${id}`))
    expect(Object.keys(answers).sort()).toEqual(["/api/SystemConfig", "/api/client/config", `/api/video/course/detail/${id}`, `/api/video/course/like/list?courseId=${id}`].sort())
    for (const [key, answer] of Object.entries(answers)) expect(answer).toEqual(await asked(key))

    const home = answersIn(await documentOf("/"))
    expect(Object.keys(home)).toEqual(expect.arrayContaining(["/api/product/category/tree", "/api/video/course/recommend", "/api/product/recommend"]))
    const products = answersIn(await documentOf("/product/index"))
    expect(products["/api/product/spu?page=0&size=20&sort=default"]).toEqual(await asked("/api/product/spu?page=0&size=20&sort=default"))
  })

  it("leave out what the address does not name plainly: a filtered list, a wrong id, a row that is not there", async () => {
    expect(Object.keys(answersIn(await documentOf("/video?catId=3")))).toEqual(expect.not.arrayContaining([expect.stringMatching(/^\/api\/video\/course\?/)]))
    expect(Object.keys(answersIn(await documentOf("/video/detail?id=abc"))).sort()).toEqual(["/api/SystemConfig", "/api/client/config"])
    expect(Object.keys(answersIn(await documentOf("/video/detail?id=99999999"))).sort()).toEqual(["/api/SystemConfig", "/api/client/config", "/api/video/course/like/list?courseId=99999999"])
    expect(Object.keys(answersIn(await documentOf("/no/such/page")))).toEqual([])
  })

  it("name the largest picture of the page's first screen, so that the browser fetches it at once", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1])
    const courses = (await asked("/api/video/course?page=0&price=all&size=12&sort=default&type=video")) as { content: Array<{ id: number; cover: string }> }
    const course = courses.content[0]
    if (!course) throw new Error("no seeded course")
    expect(preloads(await documentOf("/video"))).toContain(course.cover)
    const detail = (await asked(`/api/video/course/detail/${course.id}`)) as { cover: string }
    expect(preloads(await documentOf(`/video/detail?id=${course.id}`))).toContain(detail.cover)
    const products = (await asked("/api/product/spu?page=0&size=20&sort=default")) as { content: Array<{ spuId: number; cover: string }> }
    const product = products.content[0]
    if (!product) throw new Error("no seeded product")
    expect(preloads(await documentOf("/product/index"))).toContain(product.cover)
    const images = ((await asked(`/api/product/spu/${product.spuId}`)) as { images: string[] }).images
    const productPage = preloads(await documentOf(`/product/detail/${product.spuId}`))
    expect(productPage).toContain(images[0])
    expect(productPage).not.toContain(images[1])
    // A filtered list brings no answer, so names no picture of it.
    expect(preloads(await documentOf("/video?catId=3"))).not.toContain(course.cover)
  })

  it("are not written into a member's document, whose calls carry the member's session", async () => {
    const token = await seededToken(suite.server, "lin_xiaoyu")
    expect(await documentOf("/", { cookie: `${TOKEN_COOKIE}=${token}` })).not.toContain(FIRST_ANSWERS_ID)
    expect(await documentOf("/", { authorization: `Bearer ${token}` })).not.toContain(FIRST_ANSWERS_ID)
    expect(await documentOf("/")).toContain(FIRST_ANSWERS_ID)
  })
})
