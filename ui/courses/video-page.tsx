import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { CatalogView } from "./parts/catalog-view.tsx"

/** /video: the health and beauty video courses, by category, sort and price. */
export default function VideoPage(_props: PageProps) {
  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, py: { base: "3", md: "5" } })}>
      <CatalogView type="video" heading="健康美容课程" />
    </div>
  )
}
