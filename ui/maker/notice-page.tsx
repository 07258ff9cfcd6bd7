import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { AUDIENCE_LABELS, CENTRE_NOTICE_MESSAGES, CENTRE_NOTICE_PAGE_SIZE, centreNoticeHref } from "../../domain/notices/centre-notice.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { publishDate } from "../notices/index.ts"
import { PagedListStates } from "../components/list-states.tsx"

/** /account/mine/notice 公告通知: the platform's notices for the member's side, newest first, unread ones marked. */
export default function NoticePage({ route }: PageProps) {
  const [page, setPage] = useState(0)
  const list = useResource("centreNoticeList", { query: { page, size: CENTRE_NOTICE_PAGE_SIZE } })
  // Reading a notice marks it read: the list is loaded again when it is shown again.
  useReloadWhenShownAgain(list.reload)
  const data = list.shown
  return (
    <CentreFrame
      title={route.title}
      actions={
        data && (
          <span className={css({ fontSize: "sm", color: "fg.muted" })} data-testid="notice-unread">
            未读 {data.unread} 条
          </span>
        )
      }
    >
      <PagedListStates list={list} empty={CENTRE_NOTICE_MESSAGES.empty} page={page} pageSize={CENTRE_NOTICE_PAGE_SIZE} onPageChange={setPage}>
        {(items) => (
          <ul aria-label="公告列表" className={css({ display: "grid", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
            {items.map((n) => (
              <li key={n.id} className={css({ borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
                <Link
                  href={centreNoticeHref(n.id)}
                  className={css({ display: "grid", gap: "1", px: "4", py: "3", _hover: { bg: "bg.muted" }, _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" } })}
                >
                  <span className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
                    {!n.read && <span className={tag({ tone: "danger", size: "sm" })}>未读</span>}
                    <span className={tag({ size: "sm" })}>{AUDIENCE_LABELS[n.audience]}</span>
                    <strong className={css({ fontWeight: n.read ? "normal" : "semibold", color: "fg.default", minW: "0", overflowWrap: "anywhere" })}>{n.title}</strong>
                    <time dateTime={n.publishTime} className={css({ ml: "auto", fontSize: "sm", color: "fg.muted" })}>
                      {publishDate(n.publishTime)}
                    </time>
                  </span>
                  <span className={css({ fontSize: "sm", color: "fg.muted", lineClamp: "2" })}>{n.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </CentreFrame>
  )
}
