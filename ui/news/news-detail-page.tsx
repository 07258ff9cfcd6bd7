import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, pageColumn } from "styled-system/recipes"
import type { NewsDetail } from "../../domain/news/entities/news.ts"
import { NEWS_MESSAGES, newsCategoryLabel } from "../../domain/news/news-article.ts"
import type { PageProps } from "../app/page-registry.ts"
import { FavoriteButton } from "../components/favorite-button.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ArticleView } from "../components/article/article-view.tsx"
import { Breadcrumb } from "../components/breadcrumb.tsx"
import { useIdParam } from "../components/article/id-param.ts"
import { useResource } from "../app/use-resource.ts"
import { NewsStatusTag } from "./news-parts.tsx"
import { NotLoaded } from "../components/list-states.tsx"

function Article({ news }: { readonly news: NewsDetail }) {
  return (
    <ArticleView
      article={news}
      noun="资讯"
      categoryLabel={newsCategoryLabel(news.category)}
      statusTag={<NewsStatusTag status={news.status} />}
      editHref={`/account/news/push?id=${news.id}`}
      headerEnd={
        <span className={css({ ml: { base: "0", sm: "auto" } })}>
          <FavoriteButton targetType="article" targetId={news.id} />
        </span>
      }
      bodyClassName={css({ "& p": { textIndent: "2em" } })}
    />
  )
}

/** /news/detail?id=…: the article with its author (profile card on hover) and the 收藏 button. */
export default function NewsDetailPage(_props: PageProps) {
  const id = useIdParam()
  return (
    <div className={pageColumn({ space: "roomy" })}>
      <Breadcrumb trail={[{ href: "/news", label: "行业资讯" }]} className={css({ mb: "3" })} />
      {id === null ? <EmptyState title={NEWS_MESSAGES.notFound} action={<BackToNews />} /> : <Loaded id={id} />}
    </div>
  )
}

function BackToNews() {
  return (
    <Link href="/news" className={button({ variant: "outline", size: "sm" })}>
      返回行业资讯
    </Link>
  )
}

function Loaded({ id }: { readonly id: number }) {
  const news = useResource("newsDetail", { params: { id } })
  if (news.status !== "ready") {
    const gone = <EmptyState title={NEWS_MESSAGES.notFound} description="它可能已被作者删除，或正在重新审核。" action={<BackToNews />} />
    return <NotLoaded of={news} missing={{ error: NEWS_MESSAGES.notFound, view: gone }} />
  }
  return news.data ? <Article news={news.data} /> : null
}
