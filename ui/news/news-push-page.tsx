import { useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
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
import { charLength } from "../../domain/core/validation/text.ts"
import { useMachine } from "../app/flow-hooks.ts"
import type { PageProps } from "../app/page-registry.ts"
import { newsFormMachineFor } from "../app/article-wiring.ts"
import { ArticleCategoryField, ArticleEditorForm, ArticlePushFrame, useArticleForm } from "../components/article/article-editor.tsx"
import { CategoryRadios } from "../components/article/category-radios.tsx"
import { FormField } from "../components/form-field.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsRealNamePrompt, usePublishPermission } from "./news-parts.tsx"

const EMPTY: NewsForm = { title: "", summary: "", body: "", category: "", cover: "" }

/**
 * The publishing form: title, category, summary, cover and body (one paragraph a line). Checked
 * with the server's own rule as it is typed after a first try, sent through the form-submit
 * machine; an edit (?id=) sends the article back to review.
 */
function NewsEditor({ id, initial }: { readonly id: number | null; readonly initial: MyNewsItem | null }) {
  const permission = usePublishPermission()
  const [machine] = useState(() => newsFormMachineFor(id))
  const [snapshot, send] = useMachine(machine)
  const busy = snapshot.hasTag("busy")
  const done = snapshot.matches("done")
  const form = useArticleForm<NewsForm, NewsField>({
    initial: initial ? { title: initial.title, summary: initial.summary, body: initial.body, category: initial.category, cover: initial.cover } : EMPTY,
    validate: validateNewsForm,
    attempted: snapshot.context.attempted,
    done,
    doneMessage: id === null ? NEWS_MESSAGES.submitted : NEWS_MESSAGES.updated,
    doneHref: "/account/news",
  })
  const { values, errors, set } = form

  const submit = () => send({ type: "form.submit", values })

  return (
    <ArticleEditorForm
      isNew={id === null}
      noun="资讯"
      initial={initial}
      publishedNote="修改已发布的资讯后需要重新审核，审核期间不在行业资讯中展示。"
      prompt={<NewsRealNamePrompt />}
      title={{ id: "news-title", label: "资讯标题", max: NEWS_TITLE_MAX, placeholder: "5-50个字，简洁说明资讯要点" }}
      summary={{ id: "news-summary", label: "资讯摘要（选填）", max: NEWS_SUMMARY_MAX, placeholder: "一两句话概括资讯内容" }}
      picker={
        <ArticleCategoryField labelId="news-category-label" label="资讯分类" errors={errors.category}>
          <CategoryRadios categories={NEWS_CATEGORIES} value={values.category} onChange={set("category")} labelledBy="news-category-label" />
        </ArticleCategoryField>
      }
      body={
        <FormField id="news-body" label="资讯正文" required errors={errors.body} hint={`${charLength(values.body.trim())}/${NEWS_BODY_MAX}，每行一段`}>
          <textarea
            id="news-body"
            className={`${input()} ${css({ h: "auto", minH: "64", py: "2", resize: "vertical", lineHeight: "1.8" })}`}
            value={values.body}
            onChange={(e) => set("body")(e.target.value)}
            placeholder="请输入资讯正文，每行一段"
          />
        </FormField>
      }
      form={form}
      submitRow={{ error: snapshot.context.error, busy, disabled: done || (permission.signedIn && !permission.canPost), backHref: "/account/news", backLabel: "返回资讯管理" }}
      onSubmit={submit}
    />
  )
}

const useNewsItem = (id: number) => useResource("newsMyItem", { params: { id } })

/** /account/news/push (?id= to edit one of the member's own): publish an industry news article for review. */
export default function NewsPushPage({ route }: PageProps) {
  return (
    <ArticlePushFrame
      route={route}
      titles={{ create: "发布资讯", edit: "编辑资讯" }}
      useItem={useNewsItem}
      editor={(id, initial) => <NewsEditor id={id} initial={initial} />}
    />
  )
}
