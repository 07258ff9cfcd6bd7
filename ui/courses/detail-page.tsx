import { useSearch } from "wouter"
import type { PageProps } from "../app/page-registry.ts"
import { CourseDetailLoader } from "./parts/detail-loader.tsx"

/** /video/detail?id=…: a video course. */
export default function VideoDetailPage(_props: PageProps) {
  const id = Number(new URLSearchParams(useSearch()).get("id"))
  return <CourseDetailLoader id={id} />
}
