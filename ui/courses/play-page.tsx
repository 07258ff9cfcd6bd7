import { Link, useSearch } from "wouter"
import { css, cx } from "styled-system/css"
import { button, pageColumn } from "styled-system/recipes"
import { COURSE_MESSAGES } from "../../domain/courses/messages.ts"
import type { PlayInfo } from "../../domain/courses/entities/course.ts"
import { Logo } from "../app/layout/site-header.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { Catalogue, playHref } from "./parts/course-detail-view.tsx"
import { PlayerView } from "./parts/player-view.tsx"
import { NotLoaded } from "../components/list-states.tsx"

const buyHrefOf = (info: PlayInfo) => (info.course.type === "image" ? `/image/form/${info.course.id}` : `/account/course/shopping?courseId=${info.course.id}`)

function Locked({ info }: { readonly info: PlayInfo }) {
  return (
    <div className={css({ aspectRatio: "16 / 9", borderRadius: "md", bg: "bg.inverse", display: "grid", placeItems: "center", color: "white", textAlign: "center", p: "4", backgroundSize: "cover", backgroundPosition: "center" })} style={{ backgroundImage: `linear-gradient(rgba(8,14,16,0.78), rgba(8,14,16,0.78)), url("${info.course.cover}")` }}>
      <div className={css({ display: "grid", gap: "4", justifyItems: "center" })}>
        <p className={css({ fontSize: "lg", fontWeight: "bold" })}>{COURSE_MESSAGES.lockedLesson}</p>
        <Link href={buyHrefOf(info)} className={button({ variant: "highlight" })}>
          立即购买
        </Link>
      </div>
    </div>
  )
}

function LessonPlayer({ lessonId, courseId }: { readonly lessonId: number; readonly courseId: number }) {
  const { status } = useSession()
  const info = useResource("coursePlayInfo", { params: { lessonId } })
  const detail = useResource("courseDetail", { params: { id: courseId } })
  if (info.status === "loading" || status === "loading") return <LoadingState label="正在加载课程…" />
  if (info.status !== "ready" || !info.data) return <NotLoaded of={info} />
  const data = info.data
  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 340px" }, gap: "5", alignItems: "start" })}>
      <div className={css({ display: "grid", gap: "3", minW: "0" })}>
        <div>
          <p className={css({ fontSize: "xs", color: "fg.inverseMuted" })}>{data.lesson.chapterTitle}</p>
          <h1 className={css({ fontSize: { base: "md", md: "lg" }, fontWeight: "bold", color: "fg.inverse" })}>{data.lesson.title}</h1>
        </div>
        {data.playMode === "locked" ? <Locked info={data} /> : <PlayerView key={data.lesson.id} info={data} signedIn={status === "member"} buyHref={buyHrefOf(data)} />}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          {data.previousLessonId !== null && (
            <Link href={playHref(data.course.id, data.previousLessonId)} className={button({ variant: "ghost", size: "sm" })} style={{ color: "white" }}>
              上一课
            </Link>
          )}
          {data.nextLessonId !== null && (
            <Link href={playHref(data.course.id, data.nextLessonId)} className={button({ variant: "ghost", size: "sm" })} style={{ color: "white" }}>
              下一课
            </Link>
          )}
          {!data.access.entitled && (
            <Link href={buyHrefOf(data)} className={`${button({ variant: "highlight", size: "sm" })} ${css({ ml: "auto" })}`}>
              购买完整课程
            </Link>
          )}
        </div>
      </div>
      <aside aria-label="课程目录" className={css({ bg: "bg.surface", color: "fg.default", borderRadius: "lg", p: "4", maxH: { lg: "calc(100vh - 120px)" }, overflowY: "auto" })}>
        <Link href={`/video/detail?id=${data.course.id}`} className={css({ display: "block", fontWeight: "bold", mb: "3", _hover: { color: "accent.text" } })}>
          {data.course.title}
        </Link>
        {detail.data ? <Catalogue detail={detail.data} currentLessonId={data.lesson.id} /> : <LoadingState compact />}
      </aside>
    </div>
  )
}

/** /announce/course/play?courseId=…&lessonId=…: a lesson in the player, with the course's catalogue. */
export default function PlayPage(_props: PageProps) {
  const query = new URLSearchParams(useSearch())
  const lessonId = Number(query.get("lessonId"))
  const courseId = Number(query.get("courseId"))
  const valid = Number.isInteger(lessonId) && lessonId > 0 && Number.isInteger(courseId) && courseId > 0
  return (
    <div className={css({ minH: "100vh", bg: "bg.inverse", color: "fg.inverse" })}>
      <header className={css({ borderBottomWidth: "1px", borderColor: "border.inverse" })}>
        <div className={cx(pageColumn(), css({ h: "14", display: "flex", alignItems: "center", gap: "4", "& img": { h: "8", w: "auto" } }))}>
          <span className={css({ bg: "white", borderRadius: "md", px: "2", py: "1", display: "inline-flex" })}>
            <Logo height={32} />
          </span>
          <nav aria-label="页面导航" className={css({ ml: "auto", display: "flex", gap: "4", fontSize: "sm" })}>
            {valid && (
              <Link href={`/video/detail?id=${courseId}`} className={css({ color: "fg.inverseMuted", _hover: { color: "white" } })}>
                课程详情
              </Link>
            )}
            <Link href="/video" className={css({ color: "fg.inverseMuted", _hover: { color: "white" } })}>
              更多课程
            </Link>
          </nav>
        </div>
      </header>
      <main id="main-content" className={pageColumn({ space: "snug" })}>
        {valid ? <LessonPlayer key={lessonId} lessonId={lessonId} courseId={courseId} /> : <ErrorState message={COURSE_MESSAGES.lessonNotFound} />}
      </main>
    </div>
  )
}
