import { useSearch } from "wouter"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { OrderConfirm } from "./parts/order-parts.tsx"
import { NotLoaded } from "../components/list-states.tsx"

function Confirm({ courseId }: { readonly courseId: number }) {
  const detail = useResource("courseDetail", { params: { id: courseId } })
  if (detail.status !== "ready" || !detail.data) return <NotLoaded of={detail} />
  return <OrderConfirm detail={detail.data} />
}

/** /account/course/shopping?courseId=…: confirming a course order. */
export default function CourseShoppingPage({ route }: PageProps) {
  const courseId = Number(new URLSearchParams(useSearch()).get("courseId"))
  return (
    <StandaloneFrame title={route.title}>
      {Number.isInteger(courseId) && courseId > 0 ? <Confirm courseId={courseId} /> : <EmptyState title="课程不存在或已下架" />}
    </StandaloneFrame>
  )
}
