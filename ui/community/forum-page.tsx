import { useEffect, useRef, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, chip, input, pageColumn } from "styled-system/recipes"
import { FORUM_MESSAGES, FORUM_PAGE_SIZE, FORUM_SORTS, isForumSort, normalizeForumKeyword, type ForumSort } from "../../domain/community/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useQueryParam, useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { useNow } from "../news/index.ts"
import { useSession } from "../session/index.ts"
import { ForumBoardItem, ForumTopicRow, forumListHref, forumTopicHref } from "./forum-parts.tsx"
import { ForumTopicComposer } from "./forum-topic-composer.tsx"
import { ListStates, LoadStates } from "../components/list-states.tsx"

const panel = css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" }, minW: "0" })

/** Board links are chips; the current board is marked as the current page. */
const boardChip = `${chip()} ${css({ "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", borderColor: "accent.solid", fontWeight: "medium" } })}`

const idOf = (raw: string | null): number | null => (raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null)

/**
 * /bbs (?board=…&sort=…; ?keyword=…&m=… to search; ?post=1 opens the composer): the boards with
 * their moderators and counts, the topics latest, hot or 精华 (pinned first within a board), a
 * search over titles and bodies with the matches marked, and writing a topic.
 */
export default function ForumPage(_props: PageProps) {
  const [, navigate] = useLocation()
  const { status } = useSession()
  const keyword = normalizeForumKeyword(useQueryParam("keyword"))
  const board = idOf(useQueryParam("board"))
  const rawSort = useQueryParam("sort") ?? "latest"
  const sort: ForumSort = isForumSort(rawSort) ? rawSort : "latest"
  const wantsComposer = useQueryParam("post") === "1"
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState(keyword)
  const [composing, setComposing] = useState(false)
  const composerRef = useRef<HTMLDivElement>(null)
  const now = useNow()

  useEffect(() => {
    setTyped(keyword)
    setPage(0)
  }, [keyword, board, sort])
  useEffect(() => {
    if (wantsComposer && status === "member") setComposing(true)
  }, [wantsComposer, status])
  useEffect(() => {
    if (composing) composerRef.current?.scrollIntoView({ block: "start" })
  }, [composing])

  const boards = useResource("forumBoards")
  const topics = useResource("forumTopics", {
    query: { page, size: FORUM_PAGE_SIZE, ...(board ? { board } : {}), ...(keyword ? { keyword } : { sort }) },
  })
  useReloadWhenShownAgain(boards.reload, topics.reload)
  const current = boards.shown?.boards.find((b) => b.id === board) ?? null

  const search = () => {
    const next = normalizeForumKeyword(typed)
    navigate(next ? `/bbs?keyword=${encodeURIComponent(next)}&m=${Date.now()}` : forumListHref({ board }))
  }
  const startTopic = () => {
    if (status !== "member") return navigate(`/login?redirect=${encodeURIComponent("/bbs?post=1")}`)
    setComposing(true)
  }

  const heading = keyword ? `“${keyword}”的搜索结果` : (current?.name ?? "论坛")
  const terms = topics.shown?.terms.join(" ") ?? ""
  const emptyTitle = keyword ? FORUM_MESSAGES.emptySearch : sort === "featured" ? FORUM_MESSAGES.emptyFeatured : board ? FORUM_MESSAGES.emptyBoard : FORUM_MESSAGES.empty

  return (
    <div className={pageColumn({ space: "roomy" })}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 19rem" }, gap: "6", alignItems: "start" })}>
        <div className={css({ display: "grid", gap: "4", minW: "0" })}>
          <section aria-labelledby="forum-heading" className={panel}>
            <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", mb: "3" })}>
              <h1 id="forum-heading" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", minW: "0" })}>
                {heading}
              </h1>
              <form
                role="search"
                aria-label="论坛搜索"
                className={css({ display: "flex", gap: "2", ml: { base: "0", md: "auto" }, w: { base: "full", md: "auto" } })}
                onSubmit={(e) => (e.preventDefault(), search())}
              >
                <input
                  type="search"
                  aria-label="搜索帖子"
                  className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0", w: { md: "56" } })}`}
                  placeholder="搜索标题或内容"
                  maxLength={50}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                />
                <button type="submit" className={button({ size: "sm", variant: "outline" })}>
                  搜索
                </button>
              </form>
              <button type="button" className={button({ size: "sm" })} onClick={startTopic} aria-expanded={composing}>
                发新帖
              </button>
            </div>
            {current && !keyword && <p className={css({ fontSize: "sm", color: "fg.muted", mb: "3" })}>{current.description}</p>}
            <nav aria-label="版块" className={css({ display: "flex", gap: "2", overflowX: "auto", pb: "1", mb: "2" })}>
              <Link href={forumListHref({ sort })} className={boardChip} aria-current={board === null && !keyword ? "page" : undefined}>
                全部版块
              </Link>
              {boards.shown?.boards.map((b) => (
                <Link key={b.id} href={forumListHref({ board: b.id, sort })} className={boardChip} aria-current={board === b.id ? "page" : undefined}>
                  {b.name}
                </Link>
              ))}
            </nav>
            {!keyword && (
              <FilterChips
                label="排序"
                variant="plain"
                className={css({ borderBottomWidth: "1px", borderColor: "border.subtle", pb: "2" })}
                options={FORUM_SORTS.map((s) => ({ value: s.key, label: s.label }))}
                value={sort}
                onChange={(key) => navigate(forumListHref({ board, sort: key }))}
              />
            )}
            {composing && status === "member" && (
              <div ref={composerRef} className={css({ my: "4", p: { base: "3", md: "4" }, borderRadius: "md", borderWidth: "1px", borderColor: "accent.muted", bg: "bg.subtle", scrollMarginTop: "24" })}>
                <h2 className={css({ fontSize: "lg", fontWeight: "semibold", mb: "3" })}>发新帖</h2>
                {boards.shown ? (
                  <ForumTopicComposer
                    boards={boards.shown.boards}
                    topicId={null}
                    initial={{ boardId: board, title: "", bodyHtml: "" }}
                    onPosted={(id) => {
                      setComposing(false)
                      navigate(forumTopicHref(id))
                    }}
                    onCancel={() => setComposing(false)}
                  />
                ) : (
                  <LoadingState compact />
                )}
              </div>
            )}
            <ListStates
              list={topics}
              empty={
                <EmptyState
                  title={emptyTitle}
                  description={keyword ? "换个关键词试试，或者发个帖子问问大家。" : "有想分享的经验或想问的问题，就来发第一帖吧。"}
                  action={
                    keyword ? (
                      <EmptyStateLink href="/bbs">查看全部帖子</EmptyStateLink>
                    ) : (
                      <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={startTopic}>
                        发新帖
                      </button>
                    )
                  }
                />
              }
            >
              {(items, loaded) => (
                <>
                  {keyword && <p className={css({ fontSize: "sm", color: "fg.muted", mt: "2" })}>共找到 {loaded.totalElements} 个帖子</p>}
                  <ul aria-label="帖子列表">
                    {items.map((t) => (
                      <ForumTopicRow key={t.id} topic={t} now={now} terms={terms} showBoard={board === null} />
                    ))}
                  </ul>
                  <div className={css({ mt: "4" })}>
                    <Pager page={page} pageSize={FORUM_PAGE_SIZE} total={loaded.totalElements} onPageChange={setPage} />
                  </div>
                </>
              )}
            </ListStates>
          </section>
        </div>
        <aside aria-labelledby="forum-boards" className={`${panel} ${css({ display: "grid", gap: "3" })}`}>
          <h2 id="forum-boards" className={css({ fontSize: "md", fontWeight: "semibold" })}>
            版块
          </h2>
          <LoadStates of={boards} compact />
          {boards.shown && (
            <ul className={css({ display: "grid", gap: "2" })}>
              {boards.shown.boards.map((b) => (
                <ForumBoardItem key={b.id} board={b} current={b.id === board} />
              ))}
            </ul>
          )}
          <p className={css({ fontSize: "xs", color: "fg.subtle" })}>
            发帖和回复需要先完成实名认证。遇到广告、不实医疗信息或人身攻击，可以点击帖子下方的“举报”，管理员核实后会隐藏。
          </p>
          {status === "member" && (
            <Link href="/account/bbs" className={button({ variant: "outline", size: "sm" })}>
              我的帖子
            </Link>
          )}
        </aside>
      </div>
    </div>
  )
}
