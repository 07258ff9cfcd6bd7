import { useCallback, useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { MyNewsItem } from "../../domain/news/entities/news.ts"
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORIES,
  NEWS_MESSAGES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  validateNewsForm,
  type NewsField,
  type NewsForm,
} from "../../domain/news/news-article.ts"
import type { FormErrors } from "../../domain/core/validation/form-errors.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { newsFormMachineFor } from "../app/article-wiring.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { FormField } from "../components/form-field.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { UploadWidget, type UploadedFile } from "../components/upload/upload-widget.tsx"
import { useResource } from "../app/use-resource.ts"
import { notify } from "../notify/toast-store.ts"
import { NewsRealNamePrompt, usePublishPermission } from "./news-parts.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"

const EMPTY: NewsForm = { title: "", summary: "", body: "", category: "", cover: "" }

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
 * The publishing form: title, category, summary, cover and body (one paragraph a line). Checked
 * with the server's own rule as it is typed after a first try, sent through the form-submit
 * machine; an edit (?id=) sends the article back to review.
 */
function NewsEditor({ id, initial }: { readonly id: number | null; readonly initial: MyNewsItem | null }) {
  const [, navigate] = useLocation()
  const permission = usePublishPermission()
  const [values, setValues] = useState<NewsForm>(
    initial ? { title: initial.title, summary: initial.summary, body: initial.body, category: initial.category, cover: initial.cover } : EMPTY,
  )
  const [errors, setErrors] = useState<FormErrors<NewsField>>({})
  const [tried, setTried] = useState(false)
  const [machine] = useState(() => newsFormMachineFor(id))
  const [snapshot, send] = useMachine(machine)
  const busy = snapshot.hasTag("busy")
  const done = snapshot.matches("done")

  useEffect(() => {
    if (tried) setErrors(validateNewsForm(values))
  }, [tried, values])
  useEffect(() => {
    if (!done) return
    notify.success(id === null ? NEWS_MESSAGES.submitted : NEWS_MESSAGES.updated)
    navigate("/account/news")
  }, [done])

  const onCover = useCallback((files: ReadonlyArray<UploadedFile>) => setValues((v) => ({ ...v, cover: files[0]?.path ?? "" })), [])
  const set = (field: NewsField) => (value: string) => setValues((v) => ({ ...v, [field]: value }))

  const submit = () => {
    setTried(true)
    setErrors(validateNewsForm(values))
    send({ type: "form.submit", values })
  }

  return (
    <form noValidate aria-label={id === null ? "发布资讯" : "编辑资讯"} className={css({ display: "grid", gap: "4" })} onSubmit={(e) => (e.preventDefault(), submit())}>
      <NewsRealNamePrompt />
      {initial?.status === "rejected" && initial.rejectReason && (
        <p role="note" className={css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "3", py: "2", borderRadius: "md" })}>
          上次未通过审核：{initial.rejectReason}
        </p>
      )}
      {initial?.status === "published" && (
        <p role="note" className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md" })}>
          修改已发布的资讯后需要重新审核，审核期间不在行业资讯中展示。
        </p>
      )}
      <FormField id="news-title" label="资讯标题" required errors={errors.title} hint={`${charLength(values.title.trim())}/${NEWS_TITLE_MAX}`}>
        <input id="news-title" className={input()} maxLength={NEWS_TITLE_MAX + 20} value={values.title} onChange={(e) => set("title")(e.target.value)} placeholder="5-50个字，简洁说明资讯要点" />
      </FormField>
      <div className={css({ display: "grid", gap: "1.5" })}>
        <span id="news-category-label" className={css({ fontSize: "sm", fontWeight: "medium" })}>
          资讯分类 <span className={css({ color: "danger.text" })}>*</span>
        </span>
        <div role="radiogroup" aria-labelledby="news-category-label" className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
          {NEWS_CATEGORIES.map((c) => (
            <button key={c.key} type="button" role="radio" aria-checked={values.category === c.key} className={radio} onClick={() => set("category")(c.key)}>
              {c.label}
            </button>
          ))}
        </div>
        {errors.category && <p className={css({ fontSize: "xs", color: "danger.text" })}>{errors.category[0]}</p>}
      </div>
      <FormField id="news-summary" label="资讯摘要（选填）" errors={errors.summary} hint={`${charLength(values.summary.trim())}/${NEWS_SUMMARY_MAX}，不填时列表显示正文开头`}>
        <textarea
          id="news-summary"
          className={`${input()} ${css({ h: "auto", minH: "20", py: "2", resize: "vertical" })}`}
          value={values.summary}
          onChange={(e) => set("summary")(e.target.value)}
          placeholder="一两句话概括资讯内容"
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
      <FormField id="news-body" label="资讯正文" required errors={errors.body} hint={`${charLength(values.body.trim())}/${NEWS_BODY_MAX}，每行一段`}>
        <textarea
          id="news-body"
          className={`${input()} ${css({ h: "auto", minH: "64", py: "2", resize: "vertical", lineHeight: "1.8" })}`}
          value={values.body}
          onChange={(e) => set("body")(e.target.value)}
          placeholder="请输入资讯正文，每行一段"
        />
      </FormField>
      {snapshot.context.error && (
        <p role="alert" className={css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "3", py: "2", borderRadius: "md" })}>
          {snapshot.context.error}
        </p>
      )}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <button type="submit" className={button()} disabled={busy || done || (permission.signedIn && !permission.canPost)}>
          {busy ? "正在提交…" : id === null ? "提交审核" : "保存并重新提交"}
        </button>
        <Link href="/account/news" className={button({ variant: "plain" })}>
          返回资讯管理
        </Link>
      </div>
    </form>
  )
}

function EditLoader({ id }: { readonly id: number }) {
  const item = useResource("newsMyItem", { params: { id } })
  if (item.status === "loading") return <LoadingState compact />
  if (item.status === "failure") return <ErrorState compact message={item.error ?? "加载失败"} onRetry={item.retry} />
  return item.data ? <NewsEditor id={id} initial={item.data} /> : null
}

/** /account/news/push (?id= to edit one of the member's own): publish an industry news article for review. */
export default function NewsPushPage({ route }: PageProps) {
  const raw = useQueryParam("id")
  const id = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  return (
    <StandaloneFrame title={route.title}>
      <AccountPanel title={id === null ? "发布资讯" : "编辑资讯"}>
        {id === null ? <NewsEditor id={null} initial={null} /> : <EditLoader id={id} />}
      </AccountPanel>
    </StandaloneFrame>
  )
}
