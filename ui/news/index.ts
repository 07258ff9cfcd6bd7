/** The public face of ui/news: what other areas and layers may use. */
export { NewsCover, NewsRealNamePrompt, NewsStatusTag, ago, useNow, usePublishPermission } from "./news-parts.tsx"
export { ArticleReviewPage, type ReviewedArticle } from "./article-review-page.tsx"
