/**
 * Drug leaflets (药品说明书, /medInstr): the sections of a Chinese leaflet in their printed order,
 * prescription or OTC, the categories, and how a search keyword is read. The leaflets of the
 * portal are demo content written for it (docs/decisions.md, "Drug leaflets").
 */

/** The sections of a Chinese leaflet, in the order they are printed. */
export const LEAFLET_SECTIONS = [
  { key: "genericName", title: "通用名称" },
  { key: "brandName", title: "商品名称" },
  { key: "englishName", title: "英文名称" },
  { key: "pinyin", title: "汉语拼音" },
  { key: "ingredients", title: "成份" },
  { key: "appearance", title: "性状" },
  { key: "indications", title: "适应症" },
  { key: "specification", title: "规格" },
  { key: "dosage", title: "用法用量" },
  { key: "adverseReactions", title: "不良反应" },
  { key: "contraindications", title: "禁忌" },
  { key: "precautions", title: "注意事项" },
  { key: "pregnancy", title: "孕妇及哺乳期妇女用药" },
  { key: "children", title: "儿童用药" },
  { key: "elderly", title: "老年用药" },
  { key: "interactions", title: "药物相互作用" },
  { key: "overdose", title: "药物过量" },
  { key: "pharmacology", title: "药理毒理" },
  { key: "pharmacokinetics", title: "药代动力学" },
  { key: "storage", title: "贮藏" },
  { key: "packaging", title: "包装" },
  { key: "validity", title: "有效期" },
  { key: "standard", title: "执行标准" },
  { key: "approvalNumber", title: "批准文号" },
  { key: "manufacturer", title: "生产企业" },
] as const
export type LeafletSectionKey = (typeof LEAFLET_SECTIONS)[number]["key"]

/** Traditional Chinese medicines print 功能主治 where chemical drugs print 适应症. */
export const TCM_INDICATIONS_TITLE = "功能主治"

export const DRUG_KINDS = [
  { key: "rx", label: "处方药" },
  { key: "otc", label: "非处方药" },
] as const
export type DrugKind = (typeof DRUG_KINDS)[number]["key"]

export const DRUG_CATEGORIES = [
  { key: "antibiotic", label: "抗感染药" },
  { key: "cold", label: "感冒发热" },
  { key: "digestive", label: "消化系统" },
  { key: "cardio", label: "心脑血管" },
  { key: "diabetes", label: "糖尿病用药" },
  { key: "respiratory", label: "呼吸系统" },
  { key: "allergy", label: "抗过敏" },
  { key: "pain", label: "解热镇痛" },
  { key: "skin", label: "皮肤用药" },
  { key: "vitamin", label: "维生素矿物质" },
  { key: "tcm", label: "中成药" },
] as const
export type DrugCategory = (typeof DRUG_CATEGORIES)[number]["key"]

export function isDrugCategory(value: string): value is DrugCategory {
  return DRUG_CATEGORIES.some((c) => c.key === value)
}

export function drugCategoryLabel(key: string): string {
  return DRUG_CATEGORIES.find((c) => c.key === key)?.label ?? ""
}

export function drugKindLabel(kind: string): string {
  return kind === "otc" ? "非处方药" : "处方药"
}

export const DRUG_PAGE_SIZE = 20

export const DRUG_MESSAGES = {
  notFound: "该说明书不存在",
  empty: "没有找到相关药品",
  demoNotice: "示例数据，用药请遵医嘱",
} as const

/** A keyword as the search reads it: trimmed, blanks collapsed, at most 50 characters; empty means all. */
export function normalizeDrugKeyword(keyword: string | null | undefined): string {
  return Array.from((keyword ?? "").trim().replace(/\s+/g, " ")).slice(0, 50).join("")
}

/** Lower-case initials of pinyin syllables: ["A", "Mo", "Xi", "Lin"] -> "amxl"; non-letters are skipped. */
export function pinyinInitials(syllables: ReadonlyArray<string>): string {
  return syllables
    .map((s) => s.trim().normalize("NFD").replace(/[^A-Za-z]/g, "").charAt(0).toLowerCase())
    .join("")
}

/** Whether a keyword is typed in latin letters only (pinyin, initials or an English name). */
export function isLatinKeyword(keyword: string): boolean {
  return /^[a-z\s]+$/i.test(keyword)
}
