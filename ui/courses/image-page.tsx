import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { CatalogView } from "./parts/catalog-view.tsx"

/** /image: the image courses (图文课程). */
export default function ImagePage(_props: PageProps) {
  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, py: { base: "3", md: "5" } })}>
      <CatalogView type="image" heading="图文课程" />
    </div>
  )
}
