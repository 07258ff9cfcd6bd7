import { useEffect, useEffectEvent, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { chatHref } from "../../domain/chat/card.ts"
import { notificationFor } from "../../domain/core/notification.ts"
import { timeAgo } from "../../domain/core/time-ago.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useChatConnection } from "../app/chat-provider.tsx"
import { useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { LoadStates } from "../components/list-states.tsx"

const PAGE_SIZE = 10
const TONES = { info: "accent", tips: "accent", success: "success", warning: "warning", error: "danger", plain: "neutral" } as const

/** /account/message: the account notices the server pushed (spec 1 §8), newest first. */
export default function MessagePage(_props: PageProps) {
  const [page, setPage] = useState(0)
  const notices = useResource("notices", { query: { page, size: PAGE_SIZE } })
  const connection = useChatConnection()
  const reloadNotices = useEffectEvent(() => notices.reload())
  useEffect(() => {
    if (!connection) return
    const subscription = connection.on("chat.push", () => reloadNotices())
    return () => subscription.unsubscribe()
  }, [connection])
  const now = Date.now()
  const unread = notices.shown?.unread ?? 0
  const markRead = useCall("noticesRead", { onDone: notices.reload })
  return (
    <AccountFrame
      title="我的消息"
      actions={
        <div className={css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })}>
          {unread > 0 && <span className={tag({ tone: "highlight" })}>{unread}条未读</span>}
          <button
            type="button"
            className={button({ size: "sm", variant: "plain" })}
            disabled={unread === 0 || markRead.busy}
            onClick={() => markRead.send({})}
          >
            全部标为已读
          </button>
          <Link href={chatHref()} className={button({ size: "sm" })}>
            在线沟通
          </Link>
        </div>
      }
    >
      <AccountPanel>
        <LoadStates of={notices} compact />
        {notices.shown && notices.shown.totalElements === 0 && <EmptyState compact title="暂无消息" description="好友请求、账户变动等通知会显示在这里" />}
        {notices.shown && notices.shown.totalElements > 0 && (
          <>
            <ul className={css({ display: "flex", flexDir: "column" })}>
              {notices.shown.content.map((notice) => {
                const view = notificationFor(notice)
                const kind = view?.kind ?? "plain"
                return (
                  <li key={notice.id} className={css({ display: "flex", gap: "3", alignItems: "flex-start", py: "3", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
                    <span className={tag({ tone: TONES[kind], size: "sm" })}>{view?.title || "通知"}</span>
                    <p className={css({ flex: "1", fontSize: "sm", fontWeight: notice.read ? "normal" : "medium", color: notice.read ? "fg.muted" : "fg.default" })}>{notice.msg}</p>
                    <time dateTime={notice.createdAt} className={css({ fontSize: "xs", color: "fg.subtle", flexShrink: 0 })}>
                      {timeAgo(notice.createdAt, now)}
                    </time>
                  </li>
                )
              })}
            </ul>
            <div className={css({ mt: "4", display: "flex", justifyContent: "center" })}>
              <Pager page={page} pageSize={PAGE_SIZE} total={notices.shown.totalElements} onPageChange={setPage} label="消息分页" />
            </div>
          </>
        )}
      </AccountPanel>
    </AccountFrame>
  )
}
