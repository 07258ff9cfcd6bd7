import { useEffect, useRef } from "react"
import { css } from "styled-system/css"
import { EmptyState } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { useResource } from "../../app/use-resource.ts"
import { useSession } from "../../session/index.ts"
import { CourseDetailView } from "./course-detail-view.tsx"

/**
 * Runs `reload` when a kept-alive page is shown again (its effects run anew when it becomes
 * visible) and when the member signs in or out: what may be learned depends on both.
 */
export function useFreshWhenShown(reload: () => void, session: string) {
  const latest = useRef(reload)
  latest.current = reload
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    latest.current()
  }, [session])
  const shownBefore = useRef(false)
  useEffect(() => {
    if (shownBefore.current) latest.current()
    shownBefore.current = true
  }, [])
}

function Loaded({ id }: { readonly id: number }) {
  const { status } = useSession()
  const detail = useResource("courseDetail", { params: { id } })
  useFreshWhenShown(detail.reload, status === "loading" ? "anonymous" : status)
  // `shown` keeps the course on screen during a reload (the member signed in, or came back to
  // the page), so the chosen tab and any typed text survive.
  return (
    <>
      {detail.status === "loading" && !detail.shown && <LoadingState />}
      {detail.status === "failure" && (
        <div className={css({ maxW: "page", mx: "auto", p: "4" })}>
          <ErrorState message={detail.error ?? "加载失败"} onRetry={detail.retry} />
        </div>
      )}
      {detail.shown && <CourseDetailView detail={detail.shown} />}
    </>
  )
}

/** Loads a course and shows its page. */
export function CourseDetailLoader({ id }: { readonly id: number }) {
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <div className={css({ maxW: "page", mx: "auto", p: "4" })}>
        <EmptyState title="课程不存在或已下架" />
      </div>
    )
  }
  return <Loaded key={id} id={id} />
}
