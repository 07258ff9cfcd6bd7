import { useCallback, useState } from "react"
import { css } from "styled-system/css"
import {
  SCIENCE_CHANNELS,
  SCIENCE_MESSAGES,
  SCIENCE_SUMMARY_MAX,
  SCIENCE_TITLE_MAX,
  SCIENCE_VIDEOS,
  categoriesOf,
  validateScienceForm,
  type MyScienceItem,
  type ScienceField,
  type ScienceForm,
} from "../../domain/community/index.ts"
import { useMachine } from "../app/flow-hooks.ts"
import type { PageProps } from "../app/page-registry.ts"
import { scienceDraftMachineFor } from "../app/article-wiring.ts"
import { ArticleCategoryField, ArticleEditorForm, ArticlePushFrame, useArticleForm } from "../components/article/article-editor.tsx"
import { CategoryRadios } from "../components/article/category-radios.tsx"
import { RichTextField } from "../components/rich-text-field.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsRealNamePrompt, usePublishPermission } from "../news/index.ts"

const EMPTY: ScienceForm = { title: "", summary: "", bodyHtml: "", category: "", cover: "" }

/**
 * The writing form: title, channel and category, summary, cover and the rich-text body. Checked
 * with the server's own rule as it is typed after a first try, sent through the draft machine;
 * an edit (?id=) sends the article back to review.
 */
function ScienceEditor({ id, initial }: { readonly id: number | null; readonly initial: MyScienceItem | null }) {
  const permission = usePublishPermission()
  const [machine] = useState(() => scienceDraftMachineFor(id))
  const [snapshot, send] = useMachine(machine)
  const busy = snapshot.hasTag("busy")
  const sent = snapshot.matches("inReview")
  const form = useArticleForm<ScienceForm, ScienceField>({
    initial: initial ? { title: initial.title, summary: initial.summary, bodyHtml: initial.bodyHtml, category: initial.category, cover: initial.cover } : EMPTY,
    validate: validateScienceForm,
    attempted: snapshot.context.attempted,
    done: sent,
    doneMessage: id === null ? SCIENCE_MESSAGES.submitted : SCIENCE_MESSAGES.updated,
    doneHref: "/account/science",
  })
  const { values, setValues, errors, set } = form
  const onBody = useCallback((bodyHtml: string) => setValues((v) => ({ ...v, bodyHtml })), [setValues])

  const submit = () => send({ type: "draft.submit", values })

  return (
    <ArticleEditorForm
      isNew={id === null}
      noun="文章"
      initial={initial}
      prompt={<NewsRealNamePrompt />}
      title={{ id: "science-title", label: "文章标题", max: SCIENCE_TITLE_MAX, placeholder: "5-50个字，点明文章要讲的知识" }}
      summary={{ id: "science-summary", label: "文章摘要（选填）", max: SCIENCE_SUMMARY_MAX, placeholder: "一两句话概括文章内容" }}
      picker={
        <ArticleCategoryField labelId="science-category-label" label="栏目与分类" rows errors={errors.category}>
          {SCIENCE_CHANNELS.map((channel) => (
            <div key={channel.key} className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" })}>
              <span className={css({ fontSize: "sm", color: "fg.muted", w: "16" })}>{channel.label}</span>
              <CategoryRadios categories={categoriesOf(channel.key)} value={values.category} onChange={set("category")} label={`${channel.label}分类`} />
            </div>
          ))}
        </ArticleCategoryField>
      }
      body={
        <RichTextField
          heading="文章正文"
          html={values.bodyHtml}
          errors={errors.bodyHtml}
          editor={{ label: "文章正文", initialHtml: values.bodyHtml, onChange: onBody, placeholder: "请输入正文，可插入标题、列表、引用、链接、图片和视频", videoLimit: SCIENCE_VIDEOS }}
        />
      }
      form={form}
      submitRow={{ error: snapshot.context.error, busy, disabled: sent || (permission.signedIn && !permission.canPost), backHref: "/account/science", backLabel: "返回科普管理" }}
      onSubmit={submit}
    />
  )
}

const useScienceItem = (id: number) => useResource("scienceMyItem", { params: { id } })

/** /account/science/push (?id= to edit one of the member's own): write a science article for review. */
export default function SciencePushPage({ route }: PageProps) {
  return (
    <ArticlePushFrame
      route={route}
      titles={{ create: "发布科普文章", edit: "编辑科普文章" }}
      useItem={useScienceItem}
      editor={(id, initial) => <ScienceEditor id={id} initial={initial} />}
    />
  )
}
