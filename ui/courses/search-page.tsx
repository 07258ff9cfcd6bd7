import { useSearch } from "wouter"
import { pageColumn } from "styled-system/recipes"
import { normalizeKeyword } from "../../domain/courses/catalog.ts"
import type { PageProps } from "../app/page-registry.ts"
import { CatalogView } from "./parts/catalog-view.tsx"

/** /video/search?keyword=…&m=…: courses matching the keyword (title, teacher, category, tags). */
export default function CourseSearchPage(_props: PageProps) {
  const keyword = normalizeKeyword(new URLSearchParams(useSearch()).get("keyword"))
  return (
    <div className={pageColumn({ space: "snug" })}>
      <CatalogView keyword={keyword} heading={keyword ? `“${keyword}”的搜索结果` : "全部课程"} />
    </div>
  )
}
