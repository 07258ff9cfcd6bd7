import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { formatCount } from "../../domain/core/count-format.ts"
import type { MakerWork } from "../../domain/maker/entities.ts"
import { categoryLabel, WORK_STATE_LABELS, WORK_STATES, type WorkState } from "../../domain/maker/rules.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { PagedListStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 10
const TONE: Readonly<Record<WorkState, "success" | "warning" | "danger" | "neutral">> = { published: "success", reviewing: "warning", rejected: "danger", hidden: "neutral" }

/** /account/mine/manage_works: the maker's short videos by state; hide, show again or delete. */
export default function ManageWorksPage({ route }: PageProps) {
  const [state, setState] = useState<WorkState | undefined>(undefined)
  const [page, setPage] = useState(0)
  const list = useResource("makerWorks", { query: { page, size: PAGE_SIZE, ...(state ? { state } : {}) } })
  const [deleting, setDeleting] = useState<MakerWork | null>(null)
  const visibility = useCall("makerWorkVisibility", { onDone: () => list.reload() })
  const remove = useCall("makerWorkDelete", { success: "作品已删除", onDone: () => (setDeleting(null), list.reload()) })
  return (
    <CentreFrame
      title={route.title}
      actions={
        <Link href="/account/mine/release" className={button({ size: "sm" })}>
          发布作品
        </Link>
      }
    >
      <FilterChips
        label="作品状态"
        className={css({ mb: "3" })}
        options={[{ value: undefined, label: "全部" }, ...WORK_STATES.map((s) => ({ value: s, label: WORK_STATE_LABELS[s] }))]}
        value={state}
        onChange={(s) => (setState(s), setPage(0))}
      />
      <PagedListStates list={list} empty={<EmptyState title="还没有作品" description="发布第一个短视频吧" />} page={page} pageSize={PAGE_SIZE} onPageChange={setPage}>
        {(items) => (
          <ul className={css({ display: "grid", gap: "3" })}>
            {items.map((w) => (
              <li key={w.id} className={css({ display: "flex", gap: "3", p: "3", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "lg", flexWrap: "wrap" })}>
                <img src={w.cover} alt="" className={css({ w: "20", h: "28", objectFit: "cover", borderRadius: "md", bg: "bg.subtle" })} />
                <div className={css({ flex: "1", minW: "48", display: "grid", gap: "1", alignContent: "start" })}>
                  <strong>{w.title}</strong>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                    {categoryLabel(w.category)} · {formatTime(w.createTime)}
                  </span>
                  <span className={css({ fontSize: "sm" })}>
                    播放 {formatCount(w.views)} · 点赞 {formatCount(w.likes)} · 评论 {formatCount(w.comments)}
                  </span>
                  <span>
                    <span className={tag({ tone: TONE[w.state] })}>{WORK_STATE_LABELS[w.state]}</span>
                    {w.reason && <span className={css({ fontSize: "sm", color: "danger.text", ml: "2" })}>原因：{w.reason}</span>}
                  </span>
                </div>
                <div className={css({ display: "flex", gap: "2", alignItems: "start" })}>
                  {w.state === "published" && (
                    <>
                      <Link href={`/micro/video/detail?id=${w.id}`} className={button({ variant: "outline", size: "xs" })}>
                        查看
                      </Link>
                      <button type="button" className={button({ variant: "outline", size: "xs" })} onClick={() => visibility.send({ params: { id: w.id }, body: { hidden: true } })}>
                        隐藏
                      </button>
                    </>
                  )}
                  {w.state === "hidden" && (
                    <button type="button" className={button({ variant: "outline", size: "xs" })} onClick={() => visibility.send({ params: { id: w.id }, body: { hidden: false } })}>
                      恢复显示
                    </button>
                  )}
                  <button type="button" className={button({ variant: "danger", size: "xs" })} onClick={() => setDeleting(w)}>
                    删除
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="删除作品"
        message={deleting ? `确定删除作品「${deleting.title}」吗？删除后不可恢复。` : ""}
        onConfirm={() => {
          if (deleting) remove.send({ params: { id: deleting.id } })
        }}
      />
    </CentreFrame>
  )
}
