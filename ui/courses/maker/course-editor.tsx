import { useId } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { COURSE_STATE_LABELS } from "../../../domain/courses/maker-course.ts"
import { formatPreviewTime } from "../../../domain/courses/preview.ts"
import type { ChapterDraft, CourseKind, LessonDraft } from "../../../machines/courses/course-editor.machine.ts"
import { wiredCourseEditorMachine } from "../../app/course-wiring.ts"
import { useMachine } from "../../app/flow-hooks.ts"
import { ErrorState } from "../../components/error-state.tsx"
import { FormField } from "../../components/form-field.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { UploadWidget } from "../../components/upload/upload-widget.tsx"
import { CoursePictures } from "./course-pictures.tsx"
import { MoveButtons, small, type Send } from "./editor-controls.tsx"
import { FormAlert } from "../../components/form-alert.tsx"
import { NamedOptions } from "../../components/label-options.tsx"

const row = css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })

function LessonRow({ lesson, first, last, send }: { lesson: LessonDraft; first: boolean; last: boolean; send: Send }) {
  const id = useId()
  const preview = formatPreviewTime(Number(lesson.tryTimeText) || 0)
  return (
    <li className={css({ display: "grid", gap: "2", p: "3", bg: "bg.subtle", borderRadius: "md" })}>
      <div className={row}>
        <input
          aria-label="课时名称"
          className={input({ size: "sm" })}
          maxLength={50}
          value={lesson.title}
          onChange={(e) => send({ type: "lesson.change", key: lesson.key, title: e.target.value })}
        />
        <label htmlFor={id} className={css({ fontSize: "sm" })}>
          试看（秒）
        </label>
        <input
          id={id}
          inputMode="numeric"
          className={input({ size: "sm" })}
          style={{ width: "6rem" }}
          value={lesson.tryTimeText}
          onChange={(e) => send({ type: "lesson.change", key: lesson.key, tryTimeText: e.target.value.replace(/\D/g, "") })}
        />
        <span className={css({ fontSize: "sm", color: "fg.muted" })}>
          {lesson.video ? "新视频，保存后读取时长" : lesson.durationSeconds > 0 ? `时长 ${lesson.durationSeconds} 秒` : "未上传视频"}
          {preview ? ` · 试看${preview}` : ""}
        </span>
        <MoveButtons send={send} part="lesson" partKey={lesson.key} label={`课时 ${lesson.title}`} first={first} last={last} />
      </div>
      <UploadWidget
        label={lesson.durationSeconds > 0 ? "更换视频" : "课时视频"}
        kind="courseVideo"
        imageLimit={0}
        videoLimit={1}
        hint="MP4 格式，不超过 500MB；设置试看时请上传分片 MP4"
        onChange={(files) => files[0] && send({ type: "lesson.video", key: lesson.key, path: files[0].path })}
      />
    </li>
  )
}

function ChapterBlock({ chapter, first, last, send }: { chapter: ChapterDraft; first: boolean; last: boolean; send: Send }) {
  return (
    <li className={css({ display: "grid", gap: "2", p: "3", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "lg" })}>
      <div className={row}>
        <input aria-label="章节名称" className={input({ size: "sm" })} maxLength={50} value={chapter.title} onChange={(e) => send({ type: "chapter.rename", key: chapter.key, title: e.target.value })} />
        <MoveButtons send={send} part="chapter" partKey={chapter.key} label={`章节 ${chapter.title}`} first={first} last={last} removeText="删除章节" />
      </div>
      <ol className={css({ display: "grid", gap: "2" })}>
        {chapter.lessons.map((l, i) => (
          <LessonRow key={l.key} lesson={l} first={i === 0} last={i === chapter.lessons.length - 1} send={send} />
        ))}
      </ol>
      <div>
        <button type="button" className={small} onClick={() => send({ type: "lesson.add", chapterKey: chapter.key })}>
          添加课时
        </button>
      </div>
    </li>
  )
}

/** The course editor: the course's fields, its chapters and lessons or its pictures, save and submit for review. */
export function CourseEditor({ courseId, kind, onClose }: { courseId: number | null; kind: CourseKind; onClose: () => void }) {
  const [snapshot, send] = useMachine(wiredCourseEditorMachine, { input: { courseId, kind } })
  const { options, fields, chapters, pictures, errors, error, notice, saved } = snapshot.context
  if (snapshot.matches("loading")) return <LoadingState />
  if (snapshot.matches("failure")) return <ErrorState message={error ?? "加载失败"} onRetry={() => send({ type: "load.retry" })} />
  const busy = snapshot.hasTag("busy")
  const set = (change: Partial<typeof fields>) => send({ type: "field.change", fields: change })
  return (
    <form
      className={css({ display: "grid", gap: "4", maxW: "3xl" })}
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: "course.save" })
      }}
    >
      <div className={row}>
        <button type="button" className={button({ size: "sm", variant: "plain" })} onClick={onClose}>
          返回课程列表
        </button>
        {saved && (
          <span className={css({ fontSize: "sm", color: "fg.muted" })} data-testid="course-state">
            状态：{COURSE_STATE_LABELS[saved.state]}
            {saved.reason ? `（驳回原因：${saved.reason}）` : ""}
          </span>
        )}
      </div>
      <FormField id="course-title" label="课程标题" required errors={errors.title}>
        <input id="course-title" className={input()} maxLength={50} value={fields.title} onChange={(e) => set({ title: e.target.value })} />
      </FormField>
      <FormField id="course-subtitle" label="副标题" errors={errors.subtitle}>
        <input id="course-subtitle" className={input()} maxLength={100} value={fields.subtitle} onChange={(e) => set({ subtitle: e.target.value })} />
      </FormField>
      <UploadWidget label="课程封面" kind="pictures" imageLimit={1} existing={fields.cover ? [{ path: fields.cover, media: "image" }] : []} onChange={(files) => set({ cover: files[0]?.path ?? "" })} />
      <FormAlert message={errors.cover?.[0]} />
      <FormField id="course-category" label="分类" required errors={errors.categoryId}>
        <select id="course-category" className={input()} value={fields.categoryId ?? ""} onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })}>
          <NamedOptions rows={options?.categories} noneLabel="请选择" />
        </select>
      </FormField>
      <FormField id="course-teacher" label="讲师" required errors={errors.teacherId} hint={options?.teachers.length === 0 ? "请先在「讲师管理」中添加讲师" : undefined}>
        <select id="course-teacher" className={input()} value={fields.teacherId ?? ""} onChange={(e) => set({ teacherId: e.target.value ? Number(e.target.value) : null })}>
          <option value="">请选择</option>
          {options?.teachers.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}（{t.title}）
            </option>
          ))}
        </select>
      </FormField>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "3" })}>
        <FormField id="course-price" label="价格（元）" required errors={errors.priceCents}>
          <input id="course-price" inputMode="decimal" className={input()} value={fields.priceText} onChange={(e) => set({ priceText: e.target.value })} />
        </FormField>
        <FormField id="course-vip-price" label="会员价（元，留空按原价）" errors={errors.vipPriceCents}>
          <input id="course-vip-price" inputMode="decimal" className={input()} value={fields.vipPriceText} disabled={fields.vipFree} onChange={(e) => set({ vipPriceText: e.target.value })} />
        </FormField>
      </div>
      <label className={css({ display: "flex", gap: "2", fontSize: "sm", alignItems: "center" })}>
        <input type="checkbox" checked={fields.vipFree} onChange={(e) => set({ vipFree: e.target.checked })} />
        会员免费学习
      </label>
      {kind === "video" && (
        <FormField id="course-ad" label="片头广告">
          <select id="course-ad" className={input()} value={fields.adId ?? ""} onChange={(e) => set({ adId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">不播放广告</option>
            {options?.ads.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}（{a.durationSeconds} 秒）
              </option>
            ))}
          </select>
        </FormField>
      )}
      <FormField id="course-intro" label="课程介绍" errors={errors.intro}>
        <textarea id="course-intro" className={input()} rows={4} maxLength={2000} value={fields.intro} onChange={(e) => set({ intro: e.target.value })} />
      </FormField>
      <FormField id="course-highlights" label="课程亮点" hint="每行一条，最多 10 条" errors={errors.highlights}>
        <textarea id="course-highlights" className={input()} rows={3} value={fields.highlightsText} onChange={(e) => set({ highlightsText: e.target.value })} />
      </FormField>
      <FormField id="course-tags" label="标签" hint="用空格或逗号分隔，最多 5 个" errors={errors.tags}>
        <input id="course-tags" className={input()} value={fields.tagsText} onChange={(e) => set({ tagsText: e.target.value })} />
      </FormField>
      {kind === "image" && <CoursePictures pictures={pictures} previewText={fields.previewImagesText} saved={saved} send={send} />}
      {kind === "video" && (
        <fieldset className={css({ display: "grid", gap: "3" })}>
          <legend className={css({ fontWeight: "medium", mb: "2" })}>章节与课时</legend>
          <ol className={css({ display: "grid", gap: "3" })}>
            {chapters.map((c, i) => (
              <ChapterBlock key={c.key} chapter={c} first={i === 0} last={i === chapters.length - 1} send={send} />
            ))}
          </ol>
          <div>
            <button type="button" className={small} onClick={() => send({ type: "chapter.add" })}>
              添加章节
            </button>
          </div>
        </fieldset>
      )}
      <FormAlert message={error} />
      {notice && (
        <p role="status" className={css({ fontSize: "sm", color: "success.text" })}>
          {notice}
        </p>
      )}
      <div className={row}>
        <button type="submit" className={button()} disabled={busy}>
          保存
        </button>
        <button type="button" className={button({ variant: "highlight" })} disabled={busy || saved?.state === "reviewing"} onClick={() => send({ type: "course.submit" })}>
          保存并提交审核
        </button>
      </div>
    </form>
  )
}
