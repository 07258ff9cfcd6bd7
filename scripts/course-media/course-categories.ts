import { COURSE_CATEGORIES } from "../../server/seed/course-data.ts"

/** The key of the top category a course's category sits under (yangsheng when none matches). */
export const topCategoryOf = (categoryKey: string): string =>
  COURSE_CATEGORIES.find((top) => top.key === categoryKey || top.children.some((c) => c.key === categoryKey))?.key ?? "yangsheng"

/** The Chinese name of a top or second-level category; empty for an unknown key. */
export const categoryName = (key: string): string => {
  for (const top of COURSE_CATEGORIES) {
    if (top.key === key) return top.name
    const child = top.children.find((c) => c.key === key)
    if (child) return child.name
  }
  return ""
}
