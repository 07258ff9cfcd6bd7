import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { OrderConfirm } from "./parts/order-parts.tsx"
import { LoginToPost } from "./parts/real-name-prompt.tsx"
import { NotLoaded } from "../components/list-states.tsx"

function Confirm({ id }: { readonly id: number }) {
  const detail = useResource("courseDetail", { params: { id } })
  if (detail.status !== "ready" || !detail.data) return <NotLoaded of={detail} />
  if (detail.data.type !== "image") return <EmptyState title="课程不存在或已下架" />
  return <OrderConfirm detail={detail.data} />
}

/** /image/form/:id: buying an image course (order confirmation, then paying from the balance). */
export default function ImageFormPage({ params, route }: PageProps) {
  const { status } = useSession()
  const id = Number(params.id)
  return (
    <div className={css({ maxW: "4xl", mx: "auto", px: { base: "3", md: "4" }, py: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
      <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>{route.title}</h1>
      {!Number.isInteger(id) || id <= 0 ? (
        <EmptyState title="课程不存在或已下架" />
      ) : status === "anonymous" ? (
        <LoginToPost what="购买课程" />
      ) : status === "member" ? (
        <Confirm id={id} />
      ) : (
        <LoadingState />
      )}
    </div>
  )
}
