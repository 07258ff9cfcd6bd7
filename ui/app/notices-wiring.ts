import type { AnnouncementInput } from "../../domain/notices/announcement.ts"
import type { CentreNoticeInput } from "../../domain/notices/centre-notice.ts"
import { api } from "./services.ts"

/** Saving a notice of 公告管理: a new one (no id) is created, an existing one updated. */
export const saveAnnouncement = ({ id, input }: { readonly id: number | null; readonly input: AnnouncementInput }) => {
  const body = { ...input, productIds: [...input.productIds] }
  return id === null ? api.call("adminAnnouncementCreate", { body }) : api.call("adminAnnouncementUpdate", { params: { id }, body })
}

/** Products by keyword, for the notice's 涉及商品 picker. */
export const findProducts = async (keyword: string) =>
  (await api.call("productList", { query: { keyword, size: 8 } }, { silent: true })).content.map((p) => ({ id: p.spuId, title: p.title }))

/** Saving a maker-centre notice of 公告管理: a new one (no id) is created, an existing one updated. */
export const saveCentreNotice = ({ id, input }: { readonly id: number | null; readonly input: CentreNoticeInput }) =>
  id === null ? api.call("adminCentreNoticeCreate", { body: input }) : api.call("adminCentreNoticeUpdate", { params: { id }, body: input })
