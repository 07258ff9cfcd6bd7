import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import {
  SCIENCE_MESSAGES,
  SCIENCE_PAGE_SIZE,
  SCIENCE_STATUSES,
  SCIENCE_STATUS_LABELS,
  scienceCategoryLabel,
  scienceChannelLabel,
  type ScienceStatus,
} from "../../domain/community/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { OwnArticleRow, OwnArticlesManager, type OwnArticlesQuery } from "../components/article/my-articles.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsRealNamePrompt, NewsStatusTag } from "../news/index.ts"
import { ScienceCover, scienceHref } from "./science-parts.tsx"

const useMyScience = (query: OwnArticlesQuery<ScienceStatus>) => useResource("scienceMy", { query })
const useScienceDelete = (settled: () => void) => useCall("scienceDelete", { success: SCIENCE_MESSAGES.deleted, onDone: settled, onFailed: settled })

/** /account/science 科普管理: the member's science articles by review state, with the reason of a rejection, edit and delete. */
export default function AccountSciencePage(_props: PageProps) {
  return (
    <OwnArticlesManager
      title="科普管理"
      actions={
        <Link href="/account/science/push" className={button({ size: "sm" })}>
          发布文章
        </Link>
      }
      prompt={<NewsRealNamePrompt />}
      statuses={SCIENCE_STATUSES}
      statusLabels={SCIENCE_STATUS_LABELS}
      pageSize={SCIENCE_PAGE_SIZE}
      useList={useMyScience}
      useDelete={useScienceDelete}
      confirmDelete={SCIENCE_MESSAGES.confirmDelete}
      empty={{
        mine: SCIENCE_MESSAGES.emptyMine,
        noun: "文章",
        description: "分享您了解的健康或美容知识，审核通过后将在健康科普或美容护肤栏目中展示。",
        action: (
          <Link href="/account/science/push" className={button({ variant: "outline", size: "sm" })}>
            发布文章
          </Link>
        ),
      }}
      listLabel="我的科普文章"
      row={(item, onDelete) => (
        <OwnArticleRow
          key={item.id}
          item={item}
          href={scienceHref(item.channel, item.id)}
          editHref={`/account/science/push?id=${item.id}`}
          cover={(className) => <ScienceCover cover={item.cover} category={item.category} className={className} />}
          statusTag={<NewsStatusTag status={item.status} />}
          category={
            <>
              {scienceChannelLabel(item.channel)} · {scienceCategoryLabel(item.category)}
            </>
          }
          figures={
            item.status === "published" && (
              <span>
                {formatCount(item.views)} 阅读 · {formatCount(item.likes)} 赞 · {formatCount(item.comments)} 评论
              </span>
            )
          }
          onDelete={onDelete}
        />
      )}
    />
  )
}
