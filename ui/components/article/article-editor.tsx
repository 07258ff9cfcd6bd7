import { useCallback, useEffect, useState, type ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { FormErrors } from "../../../domain/core/validation/form-errors.ts"
import { charLength } from "../../../domain/core/validation/text.ts"
import type { PageProps } from "../../app/page-registry.ts"
import type { Resource } from "../../app/use-resource.ts"
import { StandaloneFrame } from "../../app/layout/standalone-frame.tsx"
import { notify } from "../../notify/toast-store.ts"
import { AccountPanel } from "../account-frame/account-frame.tsx"
import { ErrorState } from "../error-state.tsx"
import { FormField } from "../form-field.tsx"
import { LoadingState } from "../loading-state.tsx"
import { useIdParam } from "./id-param.ts"
import { UploadWidget, type UploadedFile } from "../upload/upload-widget.tsx"

/**
 * What the writing pages of articles (行业资讯, 健康科普 and 美容护肤) share: the form's state checked
 * with the server's rule as it is typed after a first try, the title, summary and cover fields,
 * the notes of an earlier review, the submit row, and the page that loads an article for an edit
 * (?id=). Each kind brings its category picker, its body field and its machine.
 */

/** A category button of a radio group (资讯分类, 栏目与分类). */
export const choiceRadio = css({
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

/** The fields every article form has. */
export interface ArticleFormBase {
  readonly title: string
  readonly summary: string
  readonly category: string
  readonly cover: string
}

/**
 * The form's values and messages: checked with `validate` on the first submit and as it is typed
 * after; `done` (the machine sent it) shows the kind's message and goes back to the manager.
 */
export function useArticleForm<F extends ArticleFormBase, K extends string>(options: {
  readonly initial: F
  readonly validate: (values: F) => FormErrors<K>
  readonly done: boolean
  readonly doneMessage: string
  readonly doneHref: string
}) {
  const { validate, done, doneMessage, doneHref } = options
  const [, navigate] = useLocation()
  const [values, setValues] = useState<F>(options.initial)
  const [errors, setErrors] = useState<FormErrors<K>>({})
  const [tried, setTried] = useState(false)

  useEffect(() => {
    if (tried) setErrors(validate(values))
  }, [tried, values, validate])
  useEffect(() => {
    if (!done) return
    notify.success(doneMessage)
    navigate(doneHref)
  }, [done])

  const set = (field: K) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  const onCover = useCallback((files: ReadonlyArray<UploadedFile>) => setValues((v) => ({ ...v, cover: files[0]?.path ?? "" })), [])
  /** Marks the form tried and returns its messages now. */
  const check = () => {
    setTried(true)
    setErrors(validate(values))
  }
  return { values, setValues, errors, set, onCover, check }
}

const noteClass = css({ fontSize: "sm", px: "3", py: "2", borderRadius: "md" })

/** The reason of the last rejection, and what an edit of a published article means (when the kind says it). */
export function ArticleReviewNotes({ initial, publishedNote }: { readonly initial: { readonly status: string; readonly rejectReason: string | null } | null; readonly publishedNote?: string }) {
  return (
    <>
      {initial?.status === "rejected" && initial.rejectReason && (
        <p role="note" className={`${noteClass} ${css({ color: "danger.text", bg: "danger.subtle" })}`}>
          上次未通过审核：{initial.rejectReason}
        </p>
      )}
      {publishedNote !== undefined && initial?.status === "published" && (
        <p role="note" className={`${noteClass} ${css({ color: "fg.muted", bg: "bg.subtle" })}`}>
          {publishedNote}
        </p>
      )}
    </>
  )
}

interface TextFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly max: number
  readonly placeholder: string
  readonly errors: ReadonlyArray<string> | undefined
  readonly onChange: (value: string) => void
}

/** The title: counted against its limit. */
export function ArticleTitleField({ id, label, value, max, placeholder, errors, onChange }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required errors={errors} hint={`${charLength(value.trim())}/${max}`}>
      <input id={id} className={input()} maxLength={max + 20} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
    </FormField>
  )
}

/** The optional summary; a list shows the body's beginning without one. */
export function ArticleSummaryField({ id, label, value, max, placeholder, errors, onChange }: TextFieldProps) {
  return (
    <FormField id={id} label={label} errors={errors} hint={`${charLength(value.trim())}/${max}，不填时列表显示正文开头`}>
      <textarea
        id={id}
        className={`${input()} ${css({ h: "auto", minH: "20", py: "2", resize: "vertical" })}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </FormField>
  )
}

/** The optional cover: one picture. */
export function ArticleCoverField({ existing, errors, onChange }: { readonly existing: string | undefined; readonly errors: ReadonlyArray<string> | undefined; readonly onChange: (files: ReadonlyArray<UploadedFile>) => void }) {
  return (
    <>
      <UploadWidget
        label="封面图片（选填）"
        kind="pictures"
        imageLimit={1}
        videoLimit={0}
        hint="1 张，JPG、PNG、GIF、BMP 或 WEBP，不超过 2MB"
        existing={existing ? [{ path: existing, media: "image" }] : []}
        onChange={onChange}
      />
      {errors && <p className={css({ fontSize: "xs", color: "danger.text", mt: "-2" })}>{errors[0]}</p>}
    </>
  )
}

/** The server's refusal, the submit button and the way back to the manager. */
export function ArticleSubmitRow(props: {
  readonly error: string | null | undefined
  readonly busy: boolean
  readonly disabled: boolean
  readonly isNew: boolean
  readonly backHref: string
  readonly backLabel: string
}) {
  return (
    <>
      {props.error && (
        <p role="alert" className={`${noteClass} ${css({ color: "danger.text", bg: "danger.subtle" })}`}>
          {props.error}
        </p>
      )}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <button type="submit" className={button()} disabled={props.busy || props.disabled}>
          {props.busy ? "正在提交…" : props.isNew ? "提交审核" : "保存并重新提交"}
        </button>
        <Link href={props.backHref} className={button({ variant: "plain" })}>
          {props.backLabel}
        </Link>
      </div>
    </>
  )
}

/** The form element of an article editor: 发布… for a new one, 编辑… for an edit. */
export function ArticleForm({ isNew, noun, onSubmit, children }: { readonly isNew: boolean; readonly noun: string; readonly onSubmit: () => void; readonly children: ReactNode }) {
  return (
    <form noValidate aria-label={isNew ? `发布${noun}` : `编辑${noun}`} className={css({ display: "grid", gap: "4" })} onSubmit={(e) => (e.preventDefault(), onSubmit())}>
      {children}
    </form>
  )
}

function EditLoader<T>({ id, useItem, editor }: { readonly id: number; readonly useItem: (id: number) => Resource<T>; readonly editor: (id: number | null, initial: T | null) => ReactNode }) {
  const item = useItem(id)
  if (item.status === "loading") return <LoadingState compact />
  if (item.status === "failure") return <ErrorState compact message={item.error ?? "加载失败"} onRetry={item.retry} />
  return item.data ? editor(id, item.data) : null
}

/**
 * The writing page (?id= to edit one of the member's own): the editor of a new article, or the
 * member's article loaded by `useItem` and then its editor.
 */
export function ArticlePushFrame<T>(props: {
  readonly route: PageProps["route"]
  readonly titles: { readonly create: string; readonly edit: string }
  readonly useItem: (id: number) => Resource<T>
  readonly editor: (id: number | null, initial: T | null) => ReactNode
}) {
  const id = useIdParam()
  return (
    <StandaloneFrame title={props.route.title}>
      <AccountPanel title={id === null ? props.titles.create : props.titles.edit}>
        {id === null ? props.editor(null, null) : <EditLoader id={id} useItem={props.useItem} editor={props.editor} />}
      </AccountPanel>
    </StandaloneFrame>
  )
}
