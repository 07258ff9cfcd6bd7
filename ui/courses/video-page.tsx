import { pageColumn } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { CatalogView } from "./parts/catalog-view.tsx"

/** /video: the health and beauty video courses, by category, sort and price. */
export default function VideoPage(_props: PageProps) {
  return (
    <div className={pageColumn({ space: "snug" })}>
      <CatalogView type="video" heading="健康美容课程" />
    </div>
  )
}
