import { and, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { COURSE_MESSAGES } from "../../domain/courses/messages.ts"
import type { PlayInfo } from "../../domain/courses/entities/course.ts"
import { WALLET_MESSAGES } from "../../domain/wallet/wallet.ts"
import { courseOrders, courses, lessonProgress } from "../../server/courses/tables.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { MEDIA_PATH_PREFIX } from "../../server/courses/services/media.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

describe.each(databaseKinds())("courses on %s", (kind) => {
  const suite = useTestServer(kind)
  const encrypt = (text: string) => suite.server.deps.rsa.encrypt(text)

  /** A listed paid video course that VIPs do not get for free, and its lessons. */
  const paidCourse = async () => {
    const page = ok(await suite.server.call("courseList", { query: { type: "video", price: "paid", sort: "priceDesc", size: 50 } }))
    const card = page.body.content.find((c) => !c.vipFree && c.vipPriceCents !== null)
    if (!card) throw new Error("the seed has no paid course with a VIP price")
    const detail = ok(await suite.server.call("courseDetail", { params: { id: card.id } }))
    const lessons = detail.body.chapters.flatMap((chapter) => chapter.lessons)
    return { card, detail: detail.body, lessons }
  }

  const fetchMedia = (url: string, headers: Record<string, string> = {}) => fetch(new URL(url, suite.server.url), { headers })

  describe("catalogue", () => {
    it("lists 24 seeded courses with paging, types, categories, keyword and sorting", async () => {
      const all = ok(await suite.server.call("courseList", { query: { size: 10 } }))
      expect(all.body.totalElements).toBe(24)
      expect(all.body.totalPages).toBe(3)
      expect(all.body.content).toHaveLength(10)
      const last = ok(await suite.server.call("courseList", { query: { size: 10, page: 2 } }))
      expect(last.body.content).toHaveLength(4)

      const images = ok(await suite.server.call("courseList", { query: { type: "image", size: 50 } }))
      expect(images.body.totalElements).toBe(4)
      expect(images.body.content.every((c) => c.type === "image")).toBe(true)

      const tree = ok(await suite.server.call("courseCategoryTree", { query: {} }))
      const imageTree = ok(await suite.server.call("courseCategoryTree", { query: { type: "image" } })).body
      expect(imageTree.reduce((n, c) => n + c.courseCount, 0)).toBe(4)
      expect(tree.body.map((c) => c.name)).toContain("中医养生")
      const top = tree.body.find((c) => c.name === "中医养生")!
      const inTop = ok(await suite.server.call("courseList", { query: { catId: top.catId, size: 50 } }))
      expect(inTop.body.totalElements).toBe(top.courseCount)
      const childIds = new Set(top.children.map((c) => c.catId))
      expect(inTop.body.content.every((c) => childIds.has(c.categoryId) || c.categoryId === top.catId)).toBe(true)

      const jingluo = all.body.content.find((c) => c.title.startsWith("经络养生入门"))!
      expect(jingluo).toMatchObject({ lessonCount: 8, durationSeconds: 8 * 30, categoryName: "经络调理" })
      expect(images.body.content.every((c) => c.lessonCount === 6 && c.durationSeconds === 0)).toBe(true)

      const found = ok(await suite.server.call("courseList", { query: { keyword: "  减脂  " } }))
      expect(found.body.content.map((c) => c.title)).toEqual(expect.arrayContaining(["21天减脂饮食计划", "一周减脂食谱图文版"]))
      const byTeacher = ok(await suite.server.call("courseList", { query: { keyword: "苏婉宁" } }))
      expect(byTeacher.body.totalElements).toBe(3)
      const odd = ok(await suite.server.call("courseList", { query: { keyword: "100%_\\" } }))
      expect(odd.body.totalElements).toBe(0)

      const cheap = ok(await suite.server.call("courseList", { query: { sort: "priceAsc", price: "paid", size: 50 } }))
      const prices = cheap.body.content.map((c) => c.priceCents)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(prices.every((p) => p > 0)).toBe(true)
      const free = ok(await suite.server.call("courseList", { query: { price: "free", size: 50 } }))
      expect(free.body.content.every((c) => c.priceCents === 0)).toBe(true)

      for (const query of ["page=-1", "size=0", "sort=random", "catId=abc"]) {
        expect((await fetch(new URL(`/api/video/course?${query}`, suite.server.url))).status).toBe(400)
      }
    })

    it("answers details, teachers, recommendations and the like list", async () => {
      const { card, detail } = await paidCourse()
      expect(detail.access).toMatchObject({ entitled: false, reason: null, signedIn: false, payCents: card.priceCents })
      expect(detail.chapters.length).toBeGreaterThan(0)
      expect(detail.intro.length).toBeGreaterThan(0)
      const missing = await suite.server.call("courseDetail", { params: { id: 999_999 } })
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ message: COURSE_MESSAGES.courseNotFound })

      const teachers = ok(await suite.server.call("teacherList", { query: { famous: "true" } }))
      expect(teachers.body.content.length).toBeGreaterThan(0)
      expect(teachers.body.content.every((t) => t.famous)).toBe(true)
      const home = ok(await suite.server.call("teacherHome", { params: { id: card.teacher.id } }))
      expect(home.body.courses.some((c) => c.id === card.id)).toBe(true)
      expect(home.body.teacher.courseCount).toBe(home.body.courses.length)

      const recommended = ok(await suite.server.call("homeCourses"))
      expect(recommended.body).toHaveLength(8)
      expect(recommended.body[0]).toMatchObject({ href: expect.stringMatching(/^\/(video\/detail\?id=|image\/detail\/)\d+$/) })

      const like = ok(await suite.server.call("videoCourseLikeList", { query: { courseId: card.id } }))
      expect(like.body).toHaveLength(6)
      expect(like.body.some((c) => c.id === card.id)).toBe(false)
      const family = ok(await suite.server.call("courseCategoryTree", { query: {} })).body.find((top) => top.children.some((c) => c.catId === card.categoryId))!
      expect(family.children.map((c) => c.catId)).toContain(like.body[0]?.categoryId)
    })
  })

  describe("playback and purchase", () => {
    it("never gives a non-buyer a full-lesson address, nor the file", async () => {
      const { lessons } = await paidCourse()
      const preview = lessons.find((l) => l.tryTime > 0)!
      const locked = lessons.find((l) => l.tryTime === 0)!
      const member = await signedInUser(suite.server)

      for (const token of [null, member.token]) {
        const info = ok(await suite.server.call("coursePlayInfo", { params: { lessonId: preview.id } }, { token })).body
        expect(info.playMode).toBe("preview")
        expect(info.tryTime).toBe(preview.tryTime)
        expect(info.qualities.map((q) => q.definition)).toEqual(["720p", "360p"])
        for (const quality of info.qualities) {
          expect(quality.Url.startsWith(MEDIA_PATH_PREFIX)).toBe(true)
          const payload = JSON.parse(Buffer.from(quality.Url.slice(MEDIA_PATH_PREFIX.length).split(".")[0]!, "base64url").toString()) as { f: string }
          expect(payload.f).toMatch(new RegExp(`^preview/.*-${preview.tryTime}s\\.webm$`))
          const answer = await fetchMedia(quality.Url)
          expect(answer.status).toBe(200)
          expect(answer.headers.get("content-type")).toBe("video/webm")
          const body = Buffer.from(await answer.arrayBuffer())
          const full = await fetchMedia(suite.server.deps.courseMedia.url(payload.f.replace(/^preview\//, "lessons/").replace(/-\d+s\.webm$/, ".webm"), null))
          expect(body.length).toBeLessThan(Buffer.from(await full.arrayBuffer()).length)
        }
        const closed = ok(await suite.server.call("coursePlayInfo", { params: { lessonId: locked.id } }, { token })).body
        expect(closed).toMatchObject({ playMode: "locked", tryTime: 0, qualities: [] })
      }

      // Guessing paths gets nothing: the files are not public, and addresses cannot be forged or altered.
      for (const guess of ["/media/courses/lessons/jingluo-01-360p.webm", "/lessons/jingluo-01-360p.webm", "/courses/lessons/jingluo-01-360p.webm"]) {
        expect((await fetchMedia(guess)).status).toBe(404)
      }
      const info = ok(await suite.server.call("coursePlayInfo", { params: { lessonId: preview.id } })).body
      const url = info.qualities[0]!.Url
      const [payload, signature, ext] = url.slice(MEDIA_PATH_PREFIX.length).split(".")
      const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { f: string; u: number; e: number }
      const swapped = Buffer.from(JSON.stringify({ ...claims, f: claims.f.replace(/^preview\//, "lessons/").replace(/-\d+s/, "") })).toString("base64url")
      const forged = await fetchMedia(`${MEDIA_PATH_PREFIX}${swapped}.${signature}.${ext}`)
      expect(forged.status).toBe(403)
      expect(await forged.json()).toMatchObject({ message: COURSE_MESSAGES.mediaDenied })
      expect((await fetchMedia(`${MEDIA_PATH_PREFIX}not-a-token`)).status).toBe(403)
      const escaping = suite.server.deps.courseMedia.url("../../package.json", null)
      expect((await fetchMedia(escaping)).status).toBe(404)
      // An address expires.
      const expired = suite.server.deps.courseMedia.url("lessons/jingluo-01-360p.webm", null, -1000)
      const late = await fetchMedia(expired)
      expect(late.status).toBe(403)
      expect(await late.json()).toMatchObject({ message: COURSE_MESSAGES.mediaExpired })
    })

    it("buys a course with the balance once, idempotently, and then plays everything", async () => {
      const { card, lessons } = await paidCourse()
      const member = await walletMember(suite.server, { cents: 100_000 })
      const before = await accountAndLedger(suite.server, member.user.id)

      const key = newKey()
      const order = ok(await suite.server.call("courseOrderCreate", { body: { courseId: card.id, idempotencyKey: key } }, { token: member.token })).body
      expect(order).toMatchObject({ courseId: card.id, status: "unpaid", amountCents: card.priceCents, priceCents: card.priceCents })
      expect(order.orderNum).toMatch(/^KC\d{20}$/)
      const again = ok(await suite.server.call("courseOrderCreate", { body: { courseId: card.id, idempotencyKey: newKey() } }, { token: member.token })).body
      expect(again.orderNum).toBe(order.orderNum)

      const wrong = await suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: encrypt("000000"), idempotencyKey: newKey() } }, { token: member.token })
      expect(wrong.status).toBe(400)
      const payKey = newKey()
      const pay = () =>
        suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: encrypt(member.payPassword), idempotencyKey: payKey } }, { token: member.token })
      const [first, second] = await Promise.all([pay(), pay()])
      const paid = ok(first).body
      expect(ok(second).body).toEqual(paid)
      expect(paid.order.status).toBe("paid")
      // The answer shows the order as it now reads, its payment time included.
      expect(ok(await suite.server.call("courseOrderDetail", { params: { orderNum: order.orderNum } }, { token: member.token })).body).toEqual(paid.order)
      expect(paid.order.payTime).not.toBeNull()
      expect(paid.balance).toBe(before.balance - card.priceCents)
      const after = await accountAndLedger(suite.server, member.user.id)
      expect(after.balance).toBe(after.balanceLedger)
      expect(after.balance).toBe(before.balance - card.priceCents)
      const debits = await suite.server.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, member.user.id), eq(ledgerEntries.kind, "course")))
      expect(debits).toHaveLength(1)
      expect(debits[0]?.ref).toBe(order.orderNum)

      const repeat = await suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
      expect(repeat.status).toBe(409)
      expect(repeat.body).toMatchObject({ message: COURSE_MESSAGES.orderPaid })
      const rebuy = await suite.server.call("courseOrderCreate", { body: { courseId: card.id, idempotencyKey: newKey() } }, { token: member.token })
      expect(rebuy.status).toBe(409)
      expect(rebuy.body).toMatchObject({ message: COURSE_MESSAGES.alreadyPurchased })
      const [sales] = await suite.server.deps.db.select({ n: courses.salesCount }).from(courses).where(eq(courses.id, card.id))
      expect(sales?.n).toBe(card.salesCount + 1)

      const detail = ok(await suite.server.call("courseDetail", { params: { id: card.id } }, { token: member.token })).body
      expect(detail.access).toMatchObject({ entitled: true, reason: "purchased", orderNum: order.orderNum })
      for (const lesson of lessons) {
        const info: PlayInfo = ok(await suite.server.call("coursePlayInfo", { params: { lessonId: lesson.id } }, { token: member.token })).body
        expect(info).toMatchObject({ playMode: "full", tryTime: 0 })
        const payload = JSON.parse(Buffer.from(info.qualities[0]!.Url.slice(MEDIA_PATH_PREFIX.length).split(".")[0]!, "base64url").toString()) as { f: string }
        expect(payload.f).toMatch(/^lessons\/[a-z0-9-]+-\d{2}-720p\.webm$/)
      }
      // Seeking works on the full file: a byte range answers 206.
      const info = ok(await suite.server.call("coursePlayInfo", { params: { lessonId: lessons[0]!.id } }, { token: member.token })).body
      const part = await fetchMedia(info.qualities[0]!.Url, { range: "bytes=100-199" })
      expect(part.status).toBe(206)
      expect((await part.arrayBuffer()).byteLength).toBe(100)
    })

    it("refuses a payment the balance does not cover, and an order of another member", async () => {
      const { card } = await paidCourse()
      const poor = await walletMember(suite.server, { cents: 100 })
      const order = ok(await suite.server.call("courseOrderCreate", { body: { courseId: card.id, idempotencyKey: newKey() } }, { token: poor.token })).body
      const refused = await suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: encrypt(poor.payPassword), idempotencyKey: newKey() } }, { token: poor.token })
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ message: WALLET_MESSAGES.insufficientBalance })
      const [stored] = await suite.server.deps.db.select().from(courseOrders).where(eq(courseOrders.orderNum, order.orderNum))
      expect(stored?.status).toBe("unpaid")
      expect((await accountAndLedger(suite.server, poor.user.id)).balance).toBe(100)

      const other = await walletMember(suite.server, { cents: 100_000 })
      const foreign = await suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: encrypt(other.payPassword), idempotencyKey: newKey() } }, { token: other.token })
      expect(foreign.status).toBe(404)
      expect((await suite.server.call("courseOrderDetail", { params: { orderNum: order.orderNum } }, { token: other.token })).status).toBe(404)
      expect((await suite.server.call("courseOrderCreate", { body: { courseId: card.id, idempotencyKey: newKey() } })).status).toBe(401)
    })

    it("lets a VIP learn a free-for-VIP course and charges the VIP price elsewhere", async () => {
      const vip = await walletMember(suite.server, { cents: 100_000, grade: "VIP会员", vipAmount: 19_900, vipExpiresAt: new Date(Date.now() + 86_400_000) })
      const list = ok(await suite.server.call("courseList", { query: { price: "vip", size: 50 } })).body.content
      const vipFree = list.find((c) => c.type === "video")!
      const detail = ok(await suite.server.call("courseDetail", { params: { id: vipFree.id } }, { token: vip.token })).body
      expect(detail.access).toMatchObject({ entitled: true, reason: "vip", payCents: 0 })
      const lesson = detail.chapters[0]!.lessons.at(-1)!
      expect(ok(await suite.server.call("coursePlayInfo", { params: { lessonId: lesson.id } }, { token: vip.token })).body.playMode).toBe("full")
      const refused = await suite.server.call("courseOrderCreate", { body: { courseId: vipFree.id, idempotencyKey: newKey() } }, { token: vip.token })
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ message: COURSE_MESSAGES.freeToLearn })

      const { card } = await paidCourse()
      const order = ok(await suite.server.call("courseOrderCreate", { body: { courseId: card.id, idempotencyKey: newKey() } }, { token: vip.token })).body
      expect(order.amountCents).toBe(card.vipPriceCents)
    })

    it("keeps progress per member and lesson, limits a preview's report to its try time, and builds the timetable", async () => {
      const { card, lessons } = await paidCourse()
      const member = await walletMember(suite.server, { cents: 100_000 })
      const preview = lessons.find((l) => l.tryTime > 0)!
      const limited = ok(await suite.server.call("courseProgressReport", { body: { lessonId: preview.id, position: 25, duration: 30 } }, { token: member.token })).body
      expect(limited.position).toBe(preview.tryTime)

      const order = ok(await suite.server.call("courseOrderCreate", { body: { courseId: card.id, idempotencyKey: newKey() } }, { token: member.token })).body
      ok(await suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token }))
      const lesson = lessons[0]!
      for (const position of [5, 10, 15]) {
        ok(await suite.server.call("courseProgressReport", { body: { lessonId: lesson.id, position, duration: 30 } }, { token: member.token }))
      }
      const info = ok(await suite.server.call("coursePlayInfo", { params: { lessonId: lesson.id } }, { token: member.token })).body
      expect(info.progress?.position).toBe(15)
      const other = await signedInUser(suite.server)
      expect(ok(await suite.server.call("coursePlayInfo", { params: { lessonId: lesson.id } }, { token: other.token })).body.progress).toBeNull()

      ok(await suite.server.call("courseProgressReport", { body: { lessonId: lesson.id, position: 29, duration: 30 } }, { token: member.token }))
      const [row] = await suite.server.deps.db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, member.user.id), eq(lessonProgress.lessonId, lesson.id)))
      expect(row).toMatchObject({ position: 29, done: true })

      const plan = ok(await suite.server.call("coursePlan", undefined, { token: member.token })).body
      const entry = plan.courses.find((c) => c.course.id === card.id)!
      expect(entry).toMatchObject({ lessonsTotal: lessons.length, lessonsDone: 1, orderNum: order.orderNum })
      expect(entry.nextLesson?.id).toBe(lessons[1]!.id)
      expect(plan.week).toHaveLength(7)
      expect(plan.totalSeconds).toBeGreaterThan(0)
      expect((await suite.server.call("coursePlan")).status).toBe(401)
      expect((await suite.server.call("courseProgressReport", { body: { lessonId: 999_999, position: 1, duration: 30 } }, { token: member.token })).status).toBe(404)
    })
  })
})
