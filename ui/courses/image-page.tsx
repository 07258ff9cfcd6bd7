import { pageColumn } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { CatalogView } from "./parts/catalog-view.tsx"

/** /image: the image courses (图文课程). */
export default function ImagePage(_props: PageProps) {
  return (
    <div className={pageColumn({ space: "snug" })}>
      <CatalogView type="image" heading="图文课程" />
    </div>
  )
}
