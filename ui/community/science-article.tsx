import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import {
  SCIENCE_COMMENT_MAX,
  SCIENCE_COMMENT_PAGE_SIZE,
  SCIENCE_MESSAGES,
  scienceCategoryLabel,
  scienceChannelLabel,
  validateScienceComment,
  type ScienceChannel,
  type ScienceDetail,
} from "../../domain/community/index.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { useCall } from "../app/use-call.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { FavoriteButton } from "../components/favorite-button.tsx"
import { Pager } from "../components/pager.tsx"
import { ArticleView } from "../components/article/article-view.tsx"
import { Breadcrumb } from "../components/breadcrumb.tsx"
import { useResource } from "../app/use-resource.ts"
import { NewsRealNamePrompt, NewsStatusTag, ago, useNow, usePublishPermission } from "../news/index.ts"
import { useSession } from "../session/index.ts"
import { FormAlert } from "../components/form-alert.tsx"
import { LoadStates } from "../components/list-states.tsx"

function LikeButton({ article }: { readonly article: ScienceDetail }) {
  const { status } = useSession()
  const like = useCall("scienceLike")
  const answer = like.busy ? null : (like.result ?? null)
  const state = { liked: answer?.liked ?? article.liked, likes: answer?.likes ?? article.likes, busy: like.busy }
  if (status !== "member") {
    return (
      <Link href="/login" className={button({ variant: "outline", size: "md" })}>
        登录后点赞 {formatCount(state.likes)}
      </Link>
    )
  }
  const toggle = () => like.send({ params: { id: article.id } })
  return (
    <button type="button" className={button({ variant: state.liked ? "solid" : "outline", size: "md" })} aria-pressed={state.liked} disabled={state.busy} onClick={toggle}>
      {state.liked ? "已赞" : "点赞"} {formatCount(state.likes)}
    </button>
  )
}

function Comments({ id, count }: { readonly id: number; readonly count: number }) {
  const [page, setPage] = useState(0)
  const list = useResource("scienceComments", { params: { id }, query: { page, size: SCIENCE_COMMENT_PAGE_SIZE } })
  const { status } = useSession()
  const permission = usePublishPermission()
  const [text, setText] = useState("")
  const [invalid, setInvalid] = useState<string | null>(null)
  const comment = useCall("scienceComment", {
    silent: true,
    success: SCIENCE_MESSAGES.commented,
    onDone: () => {
      setText("")
      list.reload()
    },
  })
  const busy = comment.busy
  const error = invalid ?? comment.error
  const now = useNow()

  const submit = () => {
    const problem = validateScienceComment(text)[0]
    setInvalid(problem ?? null)
    if (!problem) comment.send({ params: { id }, body: { content: text } })
  }

  return (
    <section aria-labelledby="science-comments" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
      <h2 id="science-comments" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        评论（{list.shown?.totalElements ?? count}）
      </h2>
      {status === "member" ? (
        <form className={css({ display: "grid", gap: "2" })} onSubmit={(e) => (e.preventDefault(), void submit())}>
          <NewsRealNamePrompt />
          <textarea
            aria-label="评论内容"
            className={`${input()} ${css({ h: "auto", minH: "20", py: "2", resize: "vertical" })}`}
            value={text}
            maxLength={SCIENCE_COMMENT_MAX + 50}
            placeholder="说说你的看法"
            onChange={(e) => setText(e.target.value)}
          />
          <FormAlert message={error} />
          <div className={css({ display: "flex", alignItems: "center", gap: "3", justifyContent: "flex-end" })}>
            <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
              {charLength(text.trim())}/{SCIENCE_COMMENT_MAX}
            </span>
            <button type="submit" className={button({ size: "sm" })} disabled={busy || !permission.canPost}>
              {busy ? "正在发表…" : "发表评论"}
            </button>
          </div>
        </form>
      ) : (
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          <Link href="/login" className={css({ color: "fg.link" })}>
            登录
          </Link>
          后参与评论
        </p>
      )}
      <LoadStates of={list} compact />
      {list.shown && list.shown.content.length === 0 && <p className={css({ fontSize: "sm", color: "fg.subtle" })}>{SCIENCE_MESSAGES.noComments}</p>}
      {list.shown && list.shown.content.length > 0 && (
        <>
          <ul aria-label="评论列表" className={css({ display: "grid", gap: "3" })}>
            {list.shown.content.map((c) => (
              <li key={c.id} className={css({ display: "flex", gap: "3", pb: "3", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
                <img src={c.author.avatarPath || "/brand/avatar-default.svg"} alt="" className={css({ w: "8", h: "8", borderRadius: "full", objectFit: "cover", flexShrink: 0 })} />
                <div className={css({ minW: "0", display: "grid", gap: "1" })}>
                  <div className={css({ fontSize: "xs", color: "fg.subtle", display: "flex", gap: "2" })}>
                    <span className={css({ color: "fg.default", fontWeight: "medium" })}>{c.author.nickName}</span>
                    <time dateTime={c.createTime}>{ago(c.createTime, now)}</time>
                  </div>
                  <p className={css({ fontSize: "sm", whiteSpace: "pre-wrap", wordBreak: "break-word" })}>{c.content}</p>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={SCIENCE_COMMENT_PAGE_SIZE} total={list.shown.totalElements} onPageChange={setPage} />
        </>
      )}
    </section>
  )
}

function Article({ article }: { readonly article: ScienceDetail }) {
  return (
    <ArticleView
      article={article}
      noun="文章"
      categoryLabel={scienceCategoryLabel(article.category)}
      statusTag={<NewsStatusTag status={article.status} />}
      editHref={`/account/science/push?id=${article.id}`}
      footer={
        <div className={css({ display: "flex", gap: "3", justifyContent: "center", mt: "8", flexWrap: "wrap" })}>
          <LikeButton article={article} />
          <FavoriteButton targetType="science" targetId={article.id} />
        </div>
      }
    />
  )
}

/** One article of a channel, its likes, favourite button and comments. */
export function ScienceArticle({ id, channel }: { readonly id: number; readonly channel: ScienceChannel }) {
  const article = useResource("scienceDetail", { params: { id } })
  const label = scienceChannelLabel(channel)
  const back = (
    <Link href={`/${channel}`} className={button({ variant: "outline", size: "sm" })}>
      返回{label}
    </Link>
  )
  return (
    <div className={css({ display: "grid", gap: "4", maxW: "4xl", mx: "auto" })}>
      <Breadcrumb trail={[{ href: `/${channel}`, label }]} />
      <LoadStates
        of={article}
        missing={{ error: SCIENCE_MESSAGES.notFound, view: <EmptyState title={SCIENCE_MESSAGES.notFound} description="它可能已被作者删除，或正在重新审核。" action={back} /> }}
      />
      {article.data && (
        <>
          <Article article={article.data} />
          {article.data.status === "published" && <Comments id={article.data.id} count={article.data.comments} />}
        </>
      )}
    </div>
  )
}
