/** Shared steps of the makers' course tests: uploads over HTTP, the reviewer and a category, a teacher added in the browser. */
import type { Page } from "playwright-core"
import { courseCategories } from "../../server/courses/tables.ts"
import { signedInUser } from "./auth.ts"
import { squarePng } from "./images.ts"
import type { TestServer } from "./test-server.ts"

/** Uploads a file as a member to the file host and answers its public path. */
export const uploadAs = async (server: Pick<TestServer, "url">, token: string, kind: string, body: Uint8Array, name: string): Promise<string> => {
  const answer = await fetch(`${server.url}/upload/${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-file-name": encodeURIComponent(name) },
    body: new Blob([new Uint8Array(body)]),
  })
  const json = (await answer.json()) as { data?: { path: string }; message?: string }
  if (!json.data) throw new Error(json.message ?? "upload failed")
  return json.data.path
}

/** A content auditor and the first course category. */
export const courseReviewSetup = async (server: TestServer) => {
  const auditor = await signedInUser(server, { roles: ["ROLE_CONTENT_AUDITOR"] })
  const [category] = await server.deps.db.select({ id: courseCategories.id }).from(courseCategories).limit(1)
  return { auditor, categoryId: category?.id ?? 0 }
}

/** The maker adds the teacher 林晓 (注册营养师) in curriculum_teacher. */
export const addTeacherInPage = async (page: Page) => {
  await page.goto("/account/mine/curriculum_teacher")
  await page.getByRole("button", { name: "新增讲师" }).click()
  await page.getByLabel("姓名").fill("林晓")
  await page.getByLabel("职称").fill("注册营养师")
  await page.getByLabel("头像", { exact: true }).setInputFiles({ name: "林晓.png", mimeType: "image/png", buffer: squarePng(64) })
  await page.getByRole("listitem", { name: "林晓.png：已上传" }).waitFor()
  await page.getByLabel("简介", { exact: true }).fill("十年临床营养门诊经验，擅长体重管理。")
  await page.getByRole("button", { name: "保存" }).click()
  await page.getByText("0 门课程").waitFor()
}

/** From a course's detail page: 立即购买, 提交订单, then the balance with the payment password, up to 支付成功. */
export const buyCourseInPage = async (page: Page, payPassword: string) => {
  await page.getByRole("link", { name: "立即购买" }).click()
  await page.getByRole("button", { name: "提交订单" }).click()
  await page.getByLabel("支付密码第1位").focus()
  await page.keyboard.type(payPassword)
  await page.getByRole("button", { name: "确认支付" }).click()
  await page.getByRole("heading", { name: "支付成功" }).waitFor()
}
