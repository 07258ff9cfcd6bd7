import type { PageProps } from "../app/page-registry.ts"
import { CourseDetailLoader } from "./parts/detail-loader.tsx"

/** /image/detail/:id: an image course, its pictures under the magnifier. */
export default function ImageDetailPage({ params }: PageProps) {
  return <CourseDetailLoader id={Number(params.id)} />
}
