import { createHash } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { makerShareOf } from "../../domain/courses/maker-course.ts"
import { IMAGE_COURSE_MESSAGES } from "../../domain/courses/maker-image-course.ts"
import type { CourseDraft } from "../../domain/courses/entities/maker-course.ts"
import type { SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { courseReviewSetup, uploadAs } from "../setup/maker-courses.ts"
import { squarePng } from "../setup/images.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { accountAndLedger, ledgerKindTotal, newKey, okBody, walletMember, type WalletMember } from "../setup/wallet.ts"

const PRICE = 1290

const digest = (bytes: ArrayBuffer | Uint8Array) => createHash("sha256").update(new Uint8Array(bytes)).digest("hex")

describe.each(databaseKinds())("makers' image courses on %s", (kind) => {
  const suite = useTestServer(kind)
  let auditor: SignedIn
  let categoryId: number

  const upload = (token: string, body: Uint8Array, name: string) => uploadAs(suite.server, token, "pictures", body, name)

  /** Three pictures of different sizes and colours, so that each file is told apart by its bytes. */
  const pictureFiles = [squarePng(20, [0xe8, 0x7a, 0x5d]), squarePng(24, [0x14, 0xa0, 0x85]), squarePng(28, [0x3b, 0x5b, 0xdb])]

  const body = (teacherId: number, cover: string, extra: Record<string, unknown>) => ({
    title: "图解控糖餐盘",
    subtitle: "一张餐盘看懂怎么吃",
    cover,
    categoryId,
    teacherId,
    priceCents: PRICE,
    vipPriceCents: null,
    vipFree: false,
    intro: "用餐盘法安排一日三餐。",
    highlights: ["四格餐盘"],
    tags: ["控糖"],
    adId: null,
    chapters: [],
    type: "image" as const,
    ...extra,
  })

  const draftBody = (draft: CourseDraft, pictures: ReadonlyArray<{ id?: number; path?: string; caption: string }>, previewImages: number) => ({
    ...body(draft.teacherId, draft.cover, { id: draft.id, pictures, previewImages }),
  })

  /** A maker with a teacher, three uploaded pictures and an image course saved with them. */
  const makerWithImageCourse = async () => {
    const maker = await walletMember(suite.server, { isMaker: true })
    const avatar = await upload(maker.token, squarePng(), "avatar.png")
    const teacher = okBody(
      await suite.server.call("makerCourseTeacherSave", { body: { name: "林老师", title: "注册营养师", avatar, intro: "十年临床营养门诊经验，擅长体重管理。" } }, { token: maker.token }),
    )
    const cover = await upload(maker.token, squarePng(32), "cover.png")
    const paths = await Promise.all(pictureFiles.map((file, i) => upload(maker.token, file, `${i + 1}.png`)))
    const answer = await suite.server.call(
      "makerCourseSave",
      { body: body(teacher.id, cover, { pictures: paths.map((path, i) => ({ path, caption: i === 0 ? "餐盘的四个格子" : "" })), previewImages: 1 }) },
      { token: maker.token },
    )
    return { maker, teacher, cover, paths, draft: okBody(answer) }
  }

  const buy = async (buyer: WalletMember, courseId: number) => {
    const order = okBody(await suite.server.call("courseOrderCreate", { body: { courseId, idempotencyKey: newKey() } }, { token: buyer.token }))
    const pay = () =>
      suite.server.call("courseOrderBalancePay", { body: { orderNum: order.orderNum, payPass: suite.server.deps.rsa.encrypt(buyer.payPassword), idempotencyKey: newKey() } }, { token: buyer.token })
    okBody(await pay())
    return pay
  }

  beforeAll(async () => {
    ;({ auditor, categoryId } = await courseReviewSetup(suite.server))
  })

  it("saves the pictures in order into the course media, checks the free count by the domain rule and refuses others' files and courses", async () => {
    const { maker, teacher, cover, paths, draft } = await makerWithImageCourse()
    expect(draft).toMatchObject({ type: "image", state: "draft", previewImages: 1, chapters: [] })
    expect(draft.pictures.map((p) => p.caption)).toEqual(["餐盘的四个格子", "第 2 张", "第 3 张"])
    // The public uploads are gone; the maker sees the pictures through signed addresses, in order.
    for (const path of paths) expect((await fetch(`${suite.server.url}${path}`)).status).toBe(404)
    for (const [i, picture] of draft.pictures.entries()) {
      expect(picture.url.startsWith("/api/video/media/")).toBe(true)
      expect(digest(await (await fetch(`${suite.server.url}${picture.url}`)).arrayBuffer())).toBe(digest(pictureFiles[i] ?? new Uint8Array()))
    }
    const mine = okBody(await suite.server.call("makerCourses", { query: { type: "image" } }, { token: maker.token }))
    expect(mine.content).toEqual([expect.objectContaining({ id: draft.id, type: "image", state: "draft", lessonCount: 3 })])
    expect(okBody(await suite.server.call("makerCourses", { query: { type: "video" } }, { token: maker.token })).content).toEqual([])

    // The free count: at least 1 and below the number of pictures, refused with the domain's message.
    const kept = draft.pictures.map((p) => ({ id: p.id, caption: p.caption }))
    const tooMany = await suite.server.call("makerCourseSave", { body: draftBody(draft, kept, 3) }, { token: maker.token })
    expect(tooMany.status).toBe(400)
    expect(!tooMany.ok && tooMany.body.message).toBe(IMAGE_COURSE_MESSAGES.previewTooMany)
    const none = await suite.server.call("makerCourseSave", { body: draftBody(draft, kept, 0) }, { token: maker.token })
    expect(!none.ok && none.body.message).toBe(IMAGE_COURSE_MESSAGES.previewInvalid)
    const fiftyOne = Array.from({ length: 51 }, () => ({ id: draft.pictures[0]?.id ?? 0, caption: "" }))
    const overLimit = await suite.server.call("makerCourseSave", { body: draftBody(draft, fiftyOne, 1) }, { token: maker.token })
    expect(!overLimit.ok && overLimit.body.message).toBe(IMAGE_COURSE_MESSAGES.tooManyPictures)
    const withLessons = await suite.server.call("makerCourseSave", { body: { ...draftBody(draft, kept, 1), chapters: [{ title: "一", lessons: [] }] } }, { token: maker.token })
    expect(!withLessons.ok && withLessons.body.message).toBe(IMAGE_COURSE_MESSAGES.wrongKind)

    // Another member's upload is not taken; another maker's course is not found.
    const other = await walletMember(suite.server, { isMaker: true })
    const theirs = await upload(other.token, squarePng(40), "theirs.png")
    const stolen = await suite.server.call("makerCourseSave", { body: draftBody(draft, [...kept, { path: theirs, caption: "" }], 1) }, { token: maker.token })
    expect(stolen.status).toBe(400)
    expect(!stolen.ok && stolen.body.message).toBe(IMAGE_COURSE_MESSAGES.pictureRequired)
    expect((await fetch(`${suite.server.url}${theirs}`)).status).toBe(200)
    expect((await suite.server.call("makerCourse", { params: { id: draft.id } }, { token: other.token })).status).toBe(404)
    expect((await suite.server.call("makerCourseSave", { body: draftBody(draft, [], 1) }, { token: other.token })).status).toBe(404)
    expect((await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: other.token })).status).toBe(404)
    // Another course's picture cannot be moved into this one.
    const { draft: second } = await makerWithImageCourse()
    const moved = await suite.server.call("makerCourseSave", { body: draftBody(draft, [...kept, { id: second.pictures[0]?.id ?? 0, caption: "" }], 1) }, { token: maker.token })
    expect(moved.status).toBe(404)
    // An image course is not saved as a video course.
    expect((await suite.server.call("makerCourseSave", { body: { ...draftBody(draft, kept, 1), type: "video" } }, { token: maker.token })).status).toBe(404)

    // Reordered, one removed, one caption changed: the order is the one sent.
    const [a, b, c] = draft.pictures
    const reordered = okBody(
      await suite.server.call(
        "makerCourseSave",
        { body: draftBody(draft, [{ id: c?.id ?? 0, caption: "主食换粗粮" }, { id: a?.id ?? 0, caption: "餐盘的四个格子" }], 1) },
        { token: maker.token },
      ),
    )
    expect(reordered.pictures.map((p) => [p.id, p.caption])).toEqual([
      [c?.id, "主食换粗粮"],
      [a?.id, "餐盘的四个格子"],
    ])
    expect(reordered.pictures.some((p) => p.id === b?.id)).toBe(false)

    // Without pictures it cannot go to review.
    const empty = okBody(await suite.server.call("makerCourseSave", { body: body(teacher.id, cover, { title: "空的图文课程", pictures: [], previewImages: 1 }) }, { token: maker.token }))
    const refused = await suite.server.call("makerCourseSubmit", { params: { id: empty.id } }, { token: maker.token })
    expect(refused.status).toBe(400)
    expect(!refused.ok && refused.body.message).toBe(IMAGE_COURSE_MESSAGES.noPictures)
  })

  it("is reviewed into the image catalogue; a non-buyer gets only the free pictures, a buyer all; the maker is credited once", async () => {
    const { maker, draft } = await makerWithImageCourse()
    expect((await suite.server.call("courseDetail", { params: { id: draft.id } })).status).toBe(404)
    expect(okBody(await suite.server.call("makerCourseSubmit", { params: { id: draft.id } }, { token: maker.token })).state).toBe("reviewing")
    const queue = okBody(await suite.server.call("adminCourses", { query: { state: "reviewing", size: 100 } }, { token: auditor.token }))
    expect(queue.content.find((q) => q.id === draft.id)).toMatchObject({ type: "image", lessonCount: 3 })
    expect(okBody(await suite.server.call("adminCourseApprove", { params: { id: draft.id } }, { token: auditor.token })).state).toBe("on")
    const catalogue = okBody(await suite.server.call("courseList", { query: { type: "image", keyword: "图解控糖餐盘" } }))
    expect(catalogue.content.map((card) => card.id)).toContain(draft.id)

    // A visitor and a member who has not bought it: the first picture only; the locked ones have no address at all.
    const buyer = await walletMember(suite.server, { cents: PRICE })
    for (const token of [undefined, buyer.token]) {
      const detail = okBody(await suite.server.call("courseDetail", { params: { id: draft.id } }, token === undefined ? {} : { token }))
      expect(detail.previewImages).toBe(1)
      expect(detail.images.map((i) => i.locked)).toEqual([false, true, true])
      expect(detail.images.slice(1).map((i) => i.url)).toEqual([null, null])
      expect(digest(await (await fetch(`${suite.server.url}${detail.images[0]?.url}`)).arrayBuffer())).toBe(digest(pictureFiles[0] ?? new Uint8Array()))
    }

    // The buyer pays with the balance; then every picture is theirs.
    const payAgain = await buy(buyer, draft.id)
    const bought = okBody(await suite.server.call("courseDetail", { params: { id: draft.id } }, { token: buyer.token }))
    expect(bought.images.map((i) => i.locked)).toEqual([false, false, false])
    for (const [i, image] of bought.images.entries()) {
      expect(digest(await (await fetch(`${suite.server.url}${image.url}`)).arrayBuffer())).toBe(digest(pictureFiles[i] ?? new Uint8Array()))
    }

    // The maker's 70% through the ledger, once, in the payment's transaction; a repeated payment is refused.
    expect((await payAgain()).status).toBe(409)
    expect(await ledgerKindTotal(suite.server, maker.user.id, "course_income")).toBe(makerShareOf(PRICE))
    expect(await accountAndLedger(suite.server, maker.user.id)).toMatchObject({ balance: makerShareOf(PRICE), balanceLedger: makerShareOf(PRICE) })
    expect(await accountAndLedger(suite.server, buyer.user.id)).toMatchObject({ balance: 0, balanceLedger: 0 })

    // Editing the listed course sends it back to review and out of the catalogue; 下架 works on a listed one.
    const edited = okBody(await suite.server.call("makerCourseSave", { body: draftBody(draft, draft.pictures.map((p) => ({ id: p.id, caption: p.caption })), 2) }, { token: maker.token }))
    expect(edited).toMatchObject({ state: "reviewing", previewImages: 2 })
    expect((await suite.server.call("courseDetail", { params: { id: draft.id } })).status).toBe(404)
    okBody(await suite.server.call("adminCourseApprove", { params: { id: draft.id } }, { token: auditor.token }))
    expect(okBody(await suite.server.call("courseDetail", { params: { id: draft.id } })).images.map((i) => i.locked)).toEqual([false, false, true])
    expect(okBody(await suite.server.call("makerCourseOff", { params: { id: draft.id } }, { token: maker.token })).state).toBe("off")
    expect((await suite.server.call("courseDetail", { params: { id: draft.id } })).status).toBe(404)
  })
})
