import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, pageColumn } from "styled-system/recipes"
import { FAVORITE_TARGET_TYPES, type FavoriteTargetType } from "../../domain/member/collection.ts"
import type { Footprint } from "../../domain/member/entities/footprint.ts"
import { FOOTPRINT_KEEP_DAYS, FOOTPRINT_MESSAGES, FOOTPRINT_TYPE_LABELS, groupByDay } from "../../domain/member/footprint.ts"
import { loginRedirect } from "../../domain/shell/routes/guard.ts"
import { useCall } from "../app/use-call.ts"
import type { PageProps } from "../app/page-registry.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { TrashIcon } from "../components/icons.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { LoadStates } from "../components/list-states.tsx"

const PAGE_SIZE = 40

function FootprintCard({ item, onRemove }: { readonly item: Footprint; readonly onRemove: () => void }) {
  return (
    <li className={css({ position: "relative", display: "grid", gap: "1.5", alignContent: "start", "&:hover [data-part=remove], &:focus-within [data-part=remove]": { opacity: 1 } })}>
      <Link href={item.href} className={css({ display: "grid", gap: "1.5", color: "fg.default", _hover: { color: "accent.text" } })}>
        {item.cover ? (
          <img src={item.cover} alt="" loading="lazy" className={css({ w: "full", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: "md", bg: "bg.muted" })} />
        ) : (
          <span aria-hidden="true" className={css({ w: "full", aspectRatio: "4 / 3", borderRadius: "md", bg: "accent.subtle", color: "accent.text", display: "grid", placeItems: "center", fontSize: "sm" })}>
            {FOOTPRINT_TYPE_LABELS[item.targetType]}
          </span>
        )}
        <span className={css({ fontSize: "sm", lineClamp: "2", minH: "2lh" })}>{item.title}</span>
      </Link>
      <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
        {FOOTPRINT_TYPE_LABELS[item.targetType]} · {new Date(item.viewTime).toLocaleTimeString("zh-CN", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Shanghai" })}
      </span>
      <button
        type="button"
        data-part="remove"
        aria-label={`删除足迹 ${item.title}`}
        onClick={onRemove}
        className={css({
          position: "absolute",
          top: "1.5",
          right: "1.5",
          w: "8",
          h: "8",
          display: "grid",
          placeItems: "center",
          borderRadius: "full",
          bg: "bg.surface/90",
          color: "fg.muted",
          boxShadow: "sm",
          cursor: "pointer",
          opacity: { base: 1, md: 0 },
          _hover: { color: "danger.text" },
          _focusVisible: { opacity: 1, outline: "2px solid", outlineColor: "accent.solid" },
        })}
      >
        <TrashIcon size={15} />
      </button>
    </li>
  )
}

/** /footmark 我的足迹: what the member opened in the last 30 days, by day, newest first; remove one or clear all. */
export default function FootmarkPage(props: PageProps) {
  const { status } = useSession()
  if (status === "loading") return <LoadingState />
  if (status !== "member") {
    // Not a guarded path (spec 1 §2.1): a visitor is asked to sign in here rather than sent away.
    return (
      <div className={pageColumn({ space: "roomy" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "semibold", mb: "4" })}>我的足迹</h1>
        <EmptyState
          title="登录后查看我的足迹"
          description="登录后，浏览过的课程、商品和文章会保留在这里。"
          action={
            <Link href={loginRedirect("/footmark")} className={button({ size: "sm" })}>
              登录
            </Link>
          }
        />
      </div>
    )
  }
  return <Footprints {...props} />
}

function Footprints(_props: PageProps) {
  const [type, setType] = useState<FavoriteTargetType | null>(null)
  const [page, setPage] = useState(0)
  const list = useResource("footprintList", { query: { page, size: PAGE_SIZE, ...(type ? { type } : {}) } })
  useReloadWhenShownAgain(list.reload)
  const [clearing, setClearing] = useState(false)
  const groups = list.shown ? groupByDay(list.shown.content, Date.now()) : []

  const removing = useCall("footprintRemove", { success: FOOTPRINT_MESSAGES.removed, onDone: () => list.reload() })
  const clear = useCall("footprintClear", { success: FOOTPRINT_MESSAGES.cleared, onDone: () => list.reload() })
  const remove = (item: Footprint) => removing.send({ body: [item.id] })

  return (
    <div className={pageColumn({ space: "roomy" })}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap", mb: "4" })}>
        <div>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "semibold" })}>我的足迹</h1>
          <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>保留最近{FOOTPRINT_KEEP_DAYS}天浏览过的课程、商品和文章，仅自己可见。</p>
        </div>
        {list.shown && list.shown.totalElements > 0 && (
          <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={() => setClearing(true)}>
            清空足迹
          </button>
        )}
      </div>
      <FilterChips
        label="足迹类型"
        className={css({ mb: "5" })}
        options={[{ value: null, label: "全部" }, ...FAVORITE_TARGET_TYPES.map((t) => ({ value: t, label: FOOTPRINT_TYPE_LABELS[t] }))]}
        value={type}
        onChange={(t) => (setType(t), setPage(0))}
      />
      <LoadStates of={list} />
      {list.shown && list.shown.content.length === 0 && (
        <EmptyState
          title={FOOTPRINT_MESSAGES.empty}
          description="浏览过的课程、商品和文章会出现在这里。"
          action={<EmptyStateLink href="/video">去看看课程</EmptyStateLink>}
        />
      )}
      {groups.map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`} className={css({ mb: "6" })}>
          <h2 id={`day-${group.day}`} className={css({ fontSize: "md", fontWeight: "semibold", mb: "3", pb: "2", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
            {group.label}
          </h2>
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", sm: "repeat(3, 1fr)", md: "repeat(4, 1fr)", xl: "repeat(6, 1fr)" }, gap: { base: "3", md: "4" } })}>
            {group.items.map((item) => (
              <FootprintCard key={item.id} item={item} onRemove={() => remove(item)} />
            ))}
          </ul>
        </section>
      ))}
      {list.shown && list.shown.totalPages > 1 && <Pager page={page} pageSize={PAGE_SIZE} total={list.shown.totalElements} onPageChange={setPage} />}
      <ConfirmDialog
        open={clearing}
        onOpenChange={(o) => !o && setClearing(false)}
        message={FOOTPRINT_MESSAGES.confirmClear}
        onConfirm={() => clear.send({})}
      />
    </div>
  )
}
