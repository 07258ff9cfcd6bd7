import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button, pageColumn, tag } from "styled-system/recipes"
import { formatClock, formatCourseLength, formatLearners } from "../../../domain/courses/catalog.ts"
import type { Chapter, CourseDetail, LessonSummary } from "../../../domain/courses/entities/course.ts"
import { formatMoney } from "../../../domain/core/money.ts"
import { formatPreviewTime } from "../../../domain/courses/preview.ts"
import { DetailTitle } from "../../components/detail-title.tsx"
import { ImageMagnifier } from "../../components/image-magnifier.tsx"
import { ClockIcon } from "../../components/icons.tsx"
import { Tabs } from "../../components/tabs.tsx"
import { useResource } from "../../app/use-resource.ts"
import { courseHref, PriceLine } from "./course-card.tsx"
import { FavoriteButton } from "../../components/favorite-button.tsx"
import { lazyBlock } from "../../components/lazy-block.tsx"

// The comment and question tabs load their code (forms, uploads, the member's machines) when first opened.
const CommentsBlock = lazyBlock(() => import("./comments-block.tsx").then((m) => m.CommentsBlock), "正在加载评价…")
const QaBlock = lazyBlock(() => import("./qa-block.tsx").then((m) => m.QaBlock), "正在加载问答…")

export const playHref = (courseId: number, lessonId: number) => `/announce/course/play?courseId=${courseId}&lessonId=${lessonId}`

const lessonsOf = (chapters: ReadonlyArray<Chapter>): ReadonlyArray<LessonSummary> => chapters.flatMap((chapter) => chapter.lessons)

/** The lesson to open: where the member stopped, else the first one that plays. */
export const startLesson = (detail: CourseDetail): LessonSummary | undefined => {
  const lessons = lessonsOf(detail.chapters)
  return lessons.find((l) => l.position > 0 && l.playMode !== "locked") ?? lessons.find((l) => l.playMode !== "locked") ?? lessons[0]
}

/** A small padlock for lessons that open after buying. */
function LockGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}

function PlayModeTag({ lesson }: { readonly lesson: LessonSummary }) {
  if (lesson.playMode === "full") return null
  if (lesson.playMode === "preview") return <span className={tag({ tone: "highlight", size: "sm" })}>试看{formatPreviewTime(lesson.tryTime)}</span>
  return <span className={tag({ tone: "neutral", size: "sm" })}>购买后观看</span>
}

/** The chapters and lessons, each leading to the player. */
export function Catalogue({ detail, currentLessonId }: { readonly detail: CourseDetail; readonly currentLessonId?: number }) {
  return (
    <ol className={css({ display: "grid", gap: "4" })}>
      {detail.chapters.map((chapter) => (
        <li key={chapter.id}>
          <h3 className={css({ fontSize: "sm", fontWeight: "bold", mb: "2" })}>{chapter.title}</h3>
          <ol className={css({ display: "grid", gap: "1" })}>
            {chapter.lessons.map((lesson) => (
              <li key={lesson.id}>
                <Link
                  href={playHref(detail.id, lesson.id)}
                  aria-current={lesson.id === currentLessonId ? "page" : undefined}
                  className={css({
                    display: "flex",
                    alignItems: "center",
                    gap: "3",
                    px: "3",
                    py: "2.5",
                    borderRadius: "md",
                    fontSize: "sm",
                    _hover: { bg: "bg.muted", color: "accent.text" },
                    "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
                  })}
                >
                  <span aria-hidden="true" className={css({ display: "inline-grid", placeItems: "center", w: "4", color: lesson.playMode === "locked" ? "fg.disabled" : "accent.solid" })}>
                    {lesson.playMode === "locked" ? <LockGlyph /> : "▶"}
                  </span>
                  <span className={css({ flex: "1", minW: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{lesson.title}</span>
                  <PlayModeTag lesson={lesson} />
                  {lesson.position > 0 && lesson.playMode !== "locked" && (
                    <span className={css({ fontSize: "xs", color: "accent.text", whiteSpace: "nowrap" })}>已学 {formatClock(lesson.position)}</span>
                  )}
                  <span className={css({ display: "inline-flex", alignItems: "center", gap: "1", fontSize: "xs", color: "fg.subtle", whiteSpace: "nowrap" })}>
                    <ClockIcon size={12} />
                    {formatClock(lesson.durationSeconds)}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  )
}

function BuyActions({ detail }: { readonly detail: CourseDetail }) {
  const { access } = detail
  const isVideo = detail.type === "video"
  const start = startLesson(detail)
  const preview = lessonsOf(detail.chapters).find((l) => l.playMode === "preview")
  const buyHref = isVideo ? `/account/course/shopping?courseId=${detail.id}` : `/image/form/${detail.id}`
  return (
    <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
      {access.entitled ? (
        isVideo && start ? (
          <Link href={playHref(detail.id, start.id)} className={button({ size: "lg" })}>
            {start.position > 0 ? "继续学习" : "开始学习"}
          </Link>
        ) : (
          <a href="#course-pictures" className={button({ size: "lg" })}>
            查看全部图文
          </a>
        )
      ) : (
        <>
          <Link href={buyHref} className={button({ size: "lg", variant: "highlight" })}>
            立即购买
          </Link>
          {isVideo && preview && (
            <Link href={playHref(detail.id, preview.id)} className={button({ size: "lg", variant: "outline" })}>
              免费试看
            </Link>
          )}
        </>
      )}
      <FavoriteButton targetType="course" targetId={detail.id} />
      {access.entitled && access.reason === "purchased" && <span className={tag({ tone: "success" })}>已购买</span>}
      {access.entitled && access.reason === "vip" && <span className={tag({ tone: "vip" })}>VIP免费学</span>}
      {!access.entitled && detail.vipFree && !access.vipActive && (
        <Link href="/account/vip/pay" className={css({ fontSize: "sm", color: "vip.contrast", textDecoration: "underline" })}>
          开通VIP，本课免费学
        </Link>
      )}
    </div>
  )
}

function TeacherAside({ detail }: { readonly detail: CourseDetail }) {
  const t = detail.teacherDetail
  return (
    <section aria-labelledby="course-teacher" className={css({ bg: "bg.surface", borderRadius: "lg", p: "4", borderWidth: "1px", borderColor: "border.subtle", display: "grid", gap: "3" })}>
      <h2 id="course-teacher" className={css({ fontSize: "sm", fontWeight: "bold" })}>
        授课讲师
      </h2>
      <Link href={`/teacher?id=${t.id}`} className={css({ display: "flex", gap: "3", alignItems: "center", _hover: { color: "accent.text" } })}>
        <img src={t.avatar} alt="" width={56} height={56} className={css({ borderRadius: "full" })} />
        <span className={css({ display: "grid" })}>
          <span className={css({ fontWeight: "bold" })}>{t.name}</span>
          <span className={css({ fontSize: "xs", color: "fg.muted" })}>{t.title}</span>
        </span>
      </Link>
      <p className={css({ fontSize: "xs", color: "fg.muted", lineHeight: "1.7", lineClamp: "4" })}>{t.intro}</p>
      <p className={css({ fontSize: "xs", color: "fg.subtle" })}>
        {t.courseCount} 门课程 · {formatLearners(t.studentCount)}
      </p>
    </section>
  )
}

function LikeList({ courseId }: { readonly courseId: number }) {
  const list = useResource("videoCourseLikeList", { query: { courseId } })
  if (!list.data || list.data.length === 0) return null
  return (
    <section aria-labelledby="course-like" className={css({ bg: "bg.surface", borderRadius: "lg", p: "4", borderWidth: "1px", borderColor: "border.subtle" })}>
      <h2 id="course-like" className={css({ fontSize: "sm", fontWeight: "bold", mb: "3" })}>
        猜你喜欢
      </h2>
      <ul className={css({ display: "grid", gap: "3" })}>
        {list.data.map((course) => (
          <li key={course.id}>
            <Link href={courseHref(course)} className={css({ display: "grid", gridTemplateColumns: "96px 1fr", gap: "2", _hover: { color: "accent.text" } })}>
              <img src={course.cover} alt="" loading="lazy" className={css({ w: "full", aspectRatio: "16 / 10", objectFit: "cover", borderRadius: "sm" })} />
              <span className={css({ display: "grid", gap: "1", alignContent: "start" })}>
                <span className={css({ fontSize: "xs", lineClamp: "2" })}>{course.title}</span>
                <PriceLine course={course} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Intro({ detail }: { readonly detail: CourseDetail }) {
  return (
    <div className={css({ display: "grid", gap: "4", fontSize: "sm", lineHeight: "1.8" })}>
      {detail.highlights.length > 0 && (
        <div className={css({ bg: "accent.subtle", borderRadius: "md", p: "4" })}>
          <h2 className={css({ fontWeight: "bold", mb: "2", color: "accent.text" })}>你将收获</h2>
          <ul className={css({ display: "grid", gap: "1", listStyle: "disc", pl: "5" })}>
            {detail.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      )}
      {detail.intro.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {detail.tags.map((t) => (
          <span key={t} className={tag({ tone: "neutral" })}>
            {t}
          </span>
        ))}
      </div>
    </div>
  )
}

function Pictures({ detail }: { readonly detail: CourseDetail }) {
  const open = detail.images.filter((image) => image.url !== null)
  const locked = detail.images.length - open.length
  return (
    <div id="course-pictures" className={css({ display: "grid", gap: "3" })}>
      <ImageMagnifier label={detail.title} images={open.map((image) => ({ url: image.url ?? "", caption: image.caption }))} />
      {locked > 0 && (
        <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md" })}>
          还有 {locked} 张图文购买后可见：{detail.images.filter((i) => i.locked).map((i) => i.caption.split("：")[0]).join("、")}
        </p>
      )}
    </div>
  )
}

/** A course's page: the summary with buy or learn, then introduction, catalogue, comments and Q&A. */
export function CourseDetailView({ detail }: { readonly detail: CourseDetail }) {
  const isVideo = detail.type === "video"
  const tabs = [
    { value: "intro", label: "课程介绍", content: <Intro detail={detail} /> },
    ...(isVideo ? [{ value: "catalogue", label: "课程目录", content: <Catalogue detail={detail} /> }] : []),
    { value: "comments", label: "学员评价", content: <CommentsBlock courseId={detail.id} /> },
    { value: "qa", label: "课程问答", content: <QaBlock courseId={detail.id} /> },
  ]
  return (
    <div className={cx(pageColumn({ space: "snug" }), css({ display: "grid", gap: "5" }))}>
      <nav aria-label="当前位置" className={css({ fontSize: "xs", color: "fg.muted", display: "flex", gap: "1" })}>
        <Link href="/">首页</Link>
        <span aria-hidden="true">/</span>
        <Link href={isVideo ? "/video" : "/image"}>{isVideo ? "健康美容" : "图文课程"}</Link>
        <span aria-hidden="true">/</span>
        <span>{detail.categoryName}</span>
      </nav>
      <section
        aria-labelledby="course-title"
        className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "6" }, borderWidth: "1px", borderColor: "border.subtle", display: "grid", gridTemplateColumns: { base: "1fr", md: isVideo ? "minmax(0, 420px) 1fr" : "minmax(0, 400px) 1fr" }, gap: { base: "4", md: "8" }, alignItems: "start" })}
      >
        {isVideo ? <img src={detail.cover} alt="" className={css({ w: "full", aspectRatio: "16 / 10", objectFit: "cover", borderRadius: "md" })} /> : <Pictures detail={detail} />}
        <div className={css({ display: "grid", gap: "3", alignContent: "start" })}>
          <DetailTitle
            id="course-title"
            title={detail.title}
            subtitle={detail.subtitle}
            tags={
              <>
                <span className={tag({ tone: "accent" })}>{isVideo ? "视频课程" : "图文课程"}</span>
                <span className={tag({ tone: "neutral" })}>{detail.categoryName}</span>
              </>
            }
          />
          <p className={css({ fontSize: "sm", color: "fg.muted", display: "flex", gap: "4", flexWrap: "wrap" })}>
            <span>
              讲师：
              <Link href={`/teacher?id=${detail.teacher.id}`} className={css({ color: "fg.link" })}>
                {detail.teacher.name}
              </Link>
            </span>
            <span>{isVideo ? `${detail.lessonCount} 课时 · ${formatCourseLength(detail.durationSeconds)}` : `${detail.lessonCount} 张图文`}</span>
            <span>{formatLearners(detail.salesCount)}</span>
          </p>
          <div className={css({ bg: "highlight.subtle", borderRadius: "md", px: "4", py: "3" })}>
            <PriceLine course={detail} size="lg" />
            {detail.access.vipActive && detail.access.payCents < detail.priceCents && !detail.access.entitled && (
              <p className={css({ fontSize: "xs", color: "vip.contrast", mt: "1" })}>您是VIP会员，购买只需 {formatMoney(detail.access.payCents)}</p>
            )}
          </div>
          <BuyActions detail={detail} />
        </div>
      </section>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 300px" }, gap: "5", alignItems: "start" })}>
        <div className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "3", md: "5" }, borderWidth: "1px", borderColor: "border.subtle", minW: "0" })}>
          <Tabs label="课程内容" items={tabs} />
        </div>
        <aside className={css({ display: "grid", gap: "4" })}>
          <TeacherAside detail={detail} />
          <LikeList courseId={detail.id} />
        </aside>
      </div>
    </div>
  )
}
