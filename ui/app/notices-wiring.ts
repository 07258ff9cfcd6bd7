import type { AnnouncementInput } from "../../domain/notices/announcement.ts"
import { api } from "./services.ts"

/** The administrators' calls on 网站公告 and 质量公告 (reading goes through useResource). */
export const announcementCalls = {
  load: (id: number) => api.call("adminAnnouncementGet", { params: { id } }),
  save: (id: number | null, input: AnnouncementInput) =>
    id === null ? api.call("adminAnnouncementCreate", { body: { ...input, productIds: [...input.productIds] } }) : api.call("adminAnnouncementUpdate", { params: { id }, body: { ...input, productIds: [...input.productIds] } }),
  remove: (id: number) => api.call("adminAnnouncementDelete", { params: { id } }),
}

/** Products by keyword, for the notice's 涉及商品 picker. */
export const findProducts = async (keyword: string) =>
  (await api.call("productList", { query: { keyword, size: 8 } }, { silent: true })).content.map((p) => ({ id: p.spuId, title: p.title }))
