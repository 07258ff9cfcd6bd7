import { css } from "styled-system/css"
import { newsCategoryLabel, type NewsStatus } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { ArticleReviewPage, NewsCover } from "../news/index.ts"

const cover = css({ w: { base: "20", sm: "32" }, h: { base: "16", sm: "20" }, objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.muted" })

/** The reviewer's list of one state, page by page. */
const useNewsReviewList = (query: { readonly status: NewsStatus; readonly page: number; readonly size: number }) => useResource("adminNewsList", { query })

/** /admin/review/news 资讯审核: members' articles by state (pending first); publish, or reject with a reason the author reads. */
export default function AdminNewsPage(_props: PageProps) {
  return (
    <ArticleReviewPage
      title="资讯审核"
      queue="news"
      noun="资讯"
      listLabel="资讯"
      useList={useNewsReviewList}
      cover={(item) => <NewsCover cover={item.cover} category={item.category} className={cover} />}
      category={(item) => newsCategoryLabel(item.category)}
      publishedIn={() => "行业资讯"}
    />
  )
}
