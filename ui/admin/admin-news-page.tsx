import { newsCategoryLabel, type NewsStatus } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { rowCoverClass } from "../components/article/article-card.tsx"
import { useResource } from "../app/use-resource.ts"
import { ArticleReviewPage, NewsCover } from "../news/index.ts"

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
      cover={(item) => <NewsCover cover={item.cover} category={item.category} className={rowCoverClass} />}
      category={(item) => newsCategoryLabel(item.category)}
      publishedIn={() => "行业资讯"}
    />
  )
}
