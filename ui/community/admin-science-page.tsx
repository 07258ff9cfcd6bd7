import { scienceCategoryLabel, scienceChannelLabel, type ScienceStatus } from "../../domain/community/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { rowCoverClass } from "../components/article/article-card.tsx"
import { useResource } from "../app/use-resource.ts"
import { ArticleReviewPage } from "../news/index.ts"
import { ScienceCover } from "./science-parts.tsx"

/** The reviewer's list of one state, page by page. */
const useScienceReviewList = (query: { readonly status: ScienceStatus; readonly page: number; readonly size: number }) => useResource("adminScienceList", { query })

/** /admin/review/science 科普审核: members' science articles by state (pending first); publish, or reject with a reason the author reads. */
export default function AdminSciencePage(_props: PageProps) {
  return (
    <ArticleReviewPage
      title="科普审核"
      queue="science"
      noun="文章"
      listLabel="科普文章"
      useList={useScienceReviewList}
      cover={(item) => <ScienceCover cover={item.cover} category={item.category} className={rowCoverClass} />}
      category={(item) => `${scienceChannelLabel(item.channel)} · ${scienceCategoryLabel(item.category)}`}
      publishedIn={(item) => scienceChannelLabel(item.channel)}
    />
  )
}
