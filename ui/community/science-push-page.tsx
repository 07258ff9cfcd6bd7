import { useCallback, useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import {
  SCIENCE_CHANNELS,
  SCIENCE_MESSAGES,
  SCIENCE_SUMMARY_MAX,
  SCIENCE_TITLE_MAX,
  SCIENCE_VIDEOS,
  categoriesOf,
  textOfHtml,
  validateScienceForm,
  type MyScienceItem,
  type ScienceField,
  type ScienceForm,
} from "../../domain/community/index.ts"
import type { FormErrors } from "../../domain/core/validation/form-errors.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { scienceDraftMachineFor } from "../app/article-wiring.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { FormField } from "../components/form-field.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { RichTextEditor } from "../components/rich-text-editor.tsx"
import { UploadWidget, type UploadedFile } from "../components/upload/upload-widget.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { notify } from "../notify/toast-store.ts"
import { NewsRealNamePrompt, usePublishPermission } from "../news/index.ts"

const EMPTY: ScienceForm = { title: "", summary: "", bodyHtml: "", category: "", cover: "" }

const radio = css({
  px: "3",
  h: "8",
  borderRadius: "full",
  fontSize: "sm",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  color: "fg.muted",
  cursor: "pointer",
  _hover: { borderColor: "accent.solid", color: "accent.text" },
  "&[aria-checked=true]": { bg: "accent.subtle", borderColor: "accent.solid", color: "accent.text", fontWeight: "medium" },
})

/**
 * The writing form: title, channel and category, summary, cover and the rich-text body. Checked
 * with the server's own rule as it is typed after a first try, sent through the draft machine;
 * an edit (?id=) sends the article back to review.
 */
function ScienceEditor({ id, initial }: { readonly id: number | null; readonly initial: MyScienceItem | null }) {
  const [, navigate] = useLocation()
  const permission = usePublishPermission()
  const [values, setValues] = useState<ScienceForm>(
    initial ? { title: initial.title, summary: initial.summary, bodyHtml: initial.bodyHtml, category: initial.category, cover: initial.cover } : EMPTY,
  )
  const [errors, setErrors] = useState<FormErrors<ScienceField>>({})
  const [tried, setTried] = useState(false)
  const [machine] = useState(() => scienceDraftMachineFor(id))
  const [snapshot, send] = useMachine(machine)
  const busy = snapshot.hasTag("busy")
  const sent = snapshot.matches("inReview")

  useEffect(() => {
    if (tried) setErrors(validateScienceForm(values))
  }, [tried, values])
  useEffect(() => {
    if (!sent) return
    notify.success(id === null ? SCIENCE_MESSAGES.submitted : SCIENCE_MESSAGES.updated)
    navigate("/account/science")
  }, [sent])

  const onCover = useCallback((files: ReadonlyArray<UploadedFile>) => setValues((v) => ({ ...v, cover: files[0]?.path ?? "" })), [])
  const onBody = useCallback((bodyHtml: string) => setValues((v) => ({ ...v, bodyHtml })), [])
  const set = (field: ScienceField) => (value: string) => setValues((v) => ({ ...v, [field]: value }))

  const submit = () => {
    setTried(true)
    setErrors(validateScienceForm(values))
    send({ type: "draft.submit", values })
  }

  return (
    <form noValidate aria-label={id === null ? "发布文章" : "编辑文章"} className={css({ display: "grid", gap: "4" })} onSubmit={(e) => (e.preventDefault(), submit())}>
      <NewsRealNamePrompt />
      {initial?.status === "rejected" && initial.rejectReason && (
        <p role="note" className={css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "3", py: "2", borderRadius: "md" })}>
          上次未通过审核：{initial.rejectReason}
        </p>
      )}
      <FormField id="science-title" label="文章标题" required errors={errors.title} hint={`${charLength(values.title.trim())}/${SCIENCE_TITLE_MAX}`}>
        <input id="science-title" className={input()} maxLength={SCIENCE_TITLE_MAX + 20} value={values.title} onChange={(e) => set("title")(e.target.value)} placeholder="5-50个字，点明文章要讲的知识" />
      </FormField>
      <div className={css({ display: "grid", gap: "2" })}>
        <span id="science-category-label" className={css({ fontSize: "sm", fontWeight: "medium" })}>
          栏目与分类 <span className={css({ color: "danger.text" })}>*</span>
        </span>
        {SCIENCE_CHANNELS.map((channel) => (
          <div key={channel.key} className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" })}>
            <span className={css({ fontSize: "sm", color: "fg.muted", w: "16" })}>{channel.label}</span>
            <div role="radiogroup" aria-label={`${channel.label}分类`} className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
              {categoriesOf(channel.key).map((c) => (
                <button key={c.key} type="button" role="radio" aria-checked={values.category === c.key} className={radio} onClick={() => set("category")(c.key)}>
                  {c.label}
                </button>
              ))}
            </div>
          </div>
        ))}
        {errors.category && <p className={css({ fontSize: "xs", color: "danger.text" })}>{errors.category[0]}</p>}
      </div>
      <FormField id="science-summary" label="文章摘要（选填）" errors={errors.summary} hint={`${charLength(values.summary.trim())}/${SCIENCE_SUMMARY_MAX}，不填时列表显示正文开头`}>
        <textarea
          id="science-summary"
          className={`${input()} ${css({ h: "auto", minH: "20", py: "2", resize: "vertical" })}`}
          value={values.summary}
          onChange={(e) => set("summary")(e.target.value)}
          placeholder="一两句话概括文章内容"
        />
      </FormField>
      <UploadWidget
        label="封面图片（选填）"
        kind="pictures"
        imageLimit={1}
        videoLimit={0}
        hint="1 张，JPG、PNG、GIF、BMP 或 WEBP，不超过 2MB"
        existing={initial?.cover ? [{ path: initial.cover, media: "image" }] : []}
        onChange={onCover}
      />
      {errors.cover && <p className={css({ fontSize: "xs", color: "danger.text", mt: "-2" })}>{errors.cover[0]}</p>}
      <div className={css({ display: "grid", gap: "1.5" })}>
        <span className={css({ fontSize: "sm", fontWeight: "medium" })}>
          文章正文 <span className={css({ color: "danger.text" })}>*</span>
          <span className={css({ ml: "2", fontSize: "xs", color: "fg.subtle", fontWeight: "normal" })}>{charLength(textOfHtml(values.bodyHtml))} 字</span>
        </span>
        <RichTextEditor label="文章正文" initialHtml={values.bodyHtml} onChange={onBody} placeholder="请输入正文，可插入标题、列表、引用、链接、图片和视频" videoLimit={SCIENCE_VIDEOS} invalid={errors.bodyHtml !== undefined} />
        {errors.bodyHtml && <p className={css({ fontSize: "xs", color: "danger.text" })}>{errors.bodyHtml[0]}</p>}
      </div>
      {snapshot.context.error && (
        <p role="alert" className={css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "3", py: "2", borderRadius: "md" })}>
          {snapshot.context.error}
        </p>
      )}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <button type="submit" className={button()} disabled={busy || sent || (permission.signedIn && !permission.canPost)}>
          {busy ? "正在提交…" : id === null ? "提交审核" : "保存并重新提交"}
        </button>
        <Link href="/account/science" className={button({ variant: "plain" })}>
          返回科普管理
        </Link>
      </div>
    </form>
  )
}

function EditLoader({ id }: { readonly id: number }) {
  const item = useResource("scienceMyItem", { params: { id } })
  if (item.status === "loading") return <LoadingState compact />
  if (item.status === "failure") return <ErrorState compact message={item.error ?? "加载失败"} onRetry={item.retry} />
  return item.data ? <ScienceEditor id={id} initial={item.data} /> : null
}

/** /account/science/push (?id= to edit one of the member's own): write a science article for review. */
export default function SciencePushPage({ route }: PageProps) {
  const raw = useQueryParam("id")
  const id = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  return (
    <StandaloneFrame title={route.title}>
      <AccountPanel title={id === null ? "发布科普文章" : "编辑科普文章"}>
        {id === null ? <ScienceEditor id={null} initial={null} /> : <EditLoader id={id} />}
      </AccountPanel>
    </StandaloneFrame>
  )
}
