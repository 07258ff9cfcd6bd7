import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import {
  COLLECTION_MESSAGES,
  FAVORITE_TARGET_TYPES,
  FAVORITE_TYPE_LABELS,
  favoriteTotal,
  type FavoriteTargetType,
} from "../../domain/member/collection.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { CountedChips } from "../components/counted-chips.tsx"
import { ListStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 12


/** /account/collection: favourite courses, products and articles, by type, with removal. */
export default function CollectionPage(_props: PageProps) {
  const [type, setType] = useState<FavoriteTargetType | null>(null)
  const [page, setPage] = useState(0)
  const list = useResource("collectionList", { query: { page, size: PAGE_SIZE, ...(type ? { type } : {}) } })
  useReloadWhenShownAgain(list.reload)
  const [removing, setRemoving] = useState<number | null>(null)
  const remove = useCall("collectionRemove", { success: COLLECTION_MESSAGES.removed, onDone: () => list.reload() })
  const counts = list.shown?.counts
  const all = counts ? favoriteTotal(counts) : null
  return (
    <AccountFrame title="我的收藏">
      <AccountPanel>
        <CountedChips
          label="收藏类型"
          className={css({ display: "flex", gap: "2", flexWrap: "wrap", mb: "4" })}
          keys={FAVORITE_TARGET_TYPES}
          labels={FAVORITE_TYPE_LABELS}
          counts={counts}
          all={all}
          value={type}
          onChange={(t) => (setType(t), setPage(0))}
        />
        <ListStates
          list={list}
          compact
          empty={
            <EmptyState
              title={COLLECTION_MESSAGES.empty}
              description="在课程、商品和文章页面点击“收藏”，就能在这里找到它们。"
              action={<EmptyStateLink href="/video">去看看课程</EmptyStateLink>}
            />
          }
        >
          {(items, loaded) => (
            <>
              <ul
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" },
                  gap: "3",
                })}
              >
                {items.map((f) => (
                  <li
                    key={f.id}
                    className={css({
                      display: "flex",
                      gap: "3",
                      p: "3",
                      borderWidth: "1px",
                      borderColor: "border.subtle",
                      borderRadius: "lg",
                    })}
                  >
                    {f.cover ? (
                      <img
                        src={f.cover}
                        alt=""
                        className={css({ w: "20", h: "16", objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.muted" })}
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className={css({
                          w: "20",
                          h: "16",
                          borderRadius: "md",
                          flexShrink: 0,
                          bg: "accent.subtle",
                          display: "grid",
                          placeItems: "center",
                          color: "accent.text",
                          fontSize: "sm",
                        })}
                      >
                        {FAVORITE_TYPE_LABELS[f.targetType]}
                      </span>
                    )}
                    <div className={css({ minW: "0", display: "grid", gap: "1", alignContent: "start", flex: "1" })}>
                      <Link href={f.href} className={css({ fontWeight: "medium", lineClamp: "2", _hover: { color: "accent.text" } })}>
                        {f.title}
                      </Link>
                      <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
                        {FAVORITE_TYPE_LABELS[f.targetType]} · 收藏于 {formatTime(f.createTime).slice(0, 10)}
                      </span>
                      <button
                        type="button"
                        className={`${button({ variant: "link", size: "xs" })} ${css({ justifySelf: "end" })}`}
                        onClick={() => setRemoving(f.id)}
                        aria-label={`取消收藏 ${f.title}`}
                      >
                        取消收藏
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              <div className={css({ mt: "4" })}>
                <Pager page={page} pageSize={PAGE_SIZE} total={loaded.totalElements} onPageChange={setPage} />
              </div>
            </>
          )}
        </ListStates>
      </AccountPanel>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        message={COLLECTION_MESSAGES.confirmRemove}
        onConfirm={() => {
          if (removing !== null) remove.send({ body: [removing] })
        }}
      />
    </AccountFrame>
  )
}
