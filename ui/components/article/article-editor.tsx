import { useCallback, useEffect, useEffectEvent, useState, type ReactNode } from "react"
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
import { FormField } from "../form-field.tsx"
import { NotLoaded } from "../list-states.tsx"
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
 * The form's values and messages: checked with `validate` once the kind's machine was asked to
 * send (`attempted`), and as it is typed after; `done` (the machine sent it) shows the kind's
 * message and goes back to the manager.
 */
export function useArticleForm<F extends ArticleFormBase, K extends string>(options: {
  readonly initial: F
  readonly validate: (values: F) => FormErrors<K>
  readonly attempted: boolean
  readonly done: boolean
  readonly doneMessage: string
  readonly doneHref: string
}) {
  const { validate, attempted, done, doneMessage, doneHref } = options
  const [, navigate] = useLocation()
  const [values, setValues] = useState<F>(options.initial)
  const errors: FormErrors<K> = attempted ? validate(values) : {}
  const finish = useEffectEvent(() => {
    notify.success(doneMessage)
    navigate(doneHref)
  })
  useEffect(() => {
    if (!done) return
    finish()
  }, [done])

  const set = (field: K) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  const onCover = useCallback((files: ReadonlyArray<UploadedFile>) => setValues((v) => ({ ...v, cover: files[0]?.path ?? "" })), [])
  return { values, setValues, errors, set, onCover }
}

const noteClass = css({ fontSize: "sm", px: "3", py: "2", borderRadius: "md" })

/** The reason of the last rejection, and what an edit of a published article means (when the kind says it). */
function ArticleReviewNotes({ initial, publishedNote }: { readonly initial: { readonly status: string; readonly rejectReason: string | null } | null; readonly publishedNote?: string }) {
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
function ArticleTitleField({ id, label, value, max, placeholder, errors, onChange }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required errors={errors} hint={`${charLength(value.trim())}/${max}`}>
      <input id={id} className={input()} maxLength={max + 20} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
    </FormField>
  )
}

/** The optional summary; a list shows the body's beginning without one. */
function ArticleSummaryField({ id, label, value, max, placeholder, errors, onChange }: TextFieldProps) {
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
function ArticleCoverField({ existing, errors, onChange }: { readonly existing: string | undefined; readonly errors: ReadonlyArray<string> | undefined; readonly onChange: (files: ReadonlyArray<UploadedFile>) => void }) {
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
function ArticleSubmitRow(props: {
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

/** A kind's category picker under its label, with the field's first message. */
export function ArticleCategoryField(props: {
  readonly labelId: string
  readonly label: string
  /** The picker has a row per channel: the rows stand a little further apart. */
  readonly rows?: boolean
  readonly errors: ReadonlyArray<string> | undefined
  readonly children: ReactNode
}) {
  return (
    <div className={props.rows ? css({ display: "grid", gap: "2" }) : css({ display: "grid", gap: "1.5" })}>
      <span id={props.labelId} className={css({ fontSize: "sm", fontWeight: "medium" })}>
        {props.label} <span className={css({ color: "danger.text" })}>*</span>
      </span>
      {props.children}
      {props.errors && <p className={css({ fontSize: "xs", color: "danger.text" })}>{props.errors[0]}</p>}
    </div>
  )
}

/** The words of a kind's title or summary field. */
export interface ArticleTextSpec {
  readonly id: string
  readonly label: string
  readonly max: number
  readonly placeholder: string
}

/**
 * The writing form of one kind of article, top to bottom: the real-name prompt, the notes of an
 * earlier review, title, the kind's category picker, summary, cover, the kind's body field and the
 * submit row. `form` is what `useArticleForm` returned; the kind's machine sends on `onSubmit`.
 */
export function ArticleEditorForm(props: {
  readonly isNew: boolean
  readonly noun: string
  readonly initial: { readonly status: string; readonly rejectReason: string | null; readonly cover: string } | null
  readonly publishedNote?: string
  readonly prompt: ReactNode
  readonly title: ArticleTextSpec
  readonly summary: ArticleTextSpec
  readonly picker: ReactNode
  readonly body: ReactNode
  readonly form: {
    readonly values: ArticleFormBase
    readonly errors: FormErrors<keyof ArticleFormBase>
    readonly set: (field: keyof ArticleFormBase) => (value: string) => void
    readonly onCover: (files: ReadonlyArray<UploadedFile>) => void
  }
  readonly submitRow: Omit<Parameters<typeof ArticleSubmitRow>[0], "isNew">
  readonly onSubmit: () => void
}) {
  const { values, errors, set, onCover } = props.form
  return (
    <form noValidate aria-label={props.isNew ? `发布${props.noun}` : `编辑${props.noun}`} className={css({ display: "grid", gap: "4" })} onSubmit={(e) => (e.preventDefault(), props.onSubmit())}>
      {props.prompt}
      <ArticleReviewNotes initial={props.initial} publishedNote={props.publishedNote} />
      <ArticleTitleField {...props.title} value={values.title} errors={errors.title} onChange={set("title")} />
      {props.picker}
      <ArticleSummaryField {...props.summary} value={values.summary} errors={errors.summary} onChange={set("summary")} />
      <ArticleCoverField existing={props.initial?.cover} errors={errors.cover} onChange={onCover} />
      {props.body}
      <ArticleSubmitRow {...props.submitRow} isNew={props.isNew} />
    </form>
  )
}

function EditLoader<T>({ id, useItem, editor }: { readonly id: number; readonly useItem: (id: number) => Resource<T>; readonly editor: (id: number | null, initial: T | null) => ReactNode }) {
  const item = useItem(id)
  if (item.status !== "ready") return <NotLoaded of={item} compact />
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
