import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { validateMicroComment } from "../../../domain/maker/rules.ts"
import { timeAgo } from "../../../domain/core/time-ago.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { useSession } from "../../session/index.ts"

/** The comment thread of a short video, newest first, with the box to add one. */
export function CommentPanel({ videoId, onClose, onAdded }: { readonly videoId: number; readonly onClose?: () => void; readonly onAdded?: () => void }) {
  const session = useSession()
  const [size, setSize] = useState(20)
  const list = useResource("microComments", { params: { id: videoId }, query: { page: 0, size } })
  const [draft, setDraft] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const send = useCall("microComment", {
    success: "评论成功",
    onDone: () => {
      setDraft("")
      onAdded?.()
      list.reload()
    },
  })
  return (
    <section
      aria-label="评论"
      className={css({
        position: "absolute",
        insetX: "0",
        bottom: "0",
        maxH: "70%",
        bg: "white",
        color: "fg.default",
        borderTopRadius: "xl",
        display: "flex",
        flexDir: "column",
        zIndex: "1",
      })}
    >
      <div className={css({ display: "flex", alignItems: "center", px: "4", py: "3", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <h3 className={css({ fontWeight: "semibold", flex: "1" })}>评论{list.shown ? `（${list.shown.totalElements}）` : ""}</h3>
        {onClose && (
          <button type="button" onClick={onClose} aria-label="关闭评论" className={css({ fontSize: "lg", cursor: "pointer", px: "2" })}>
            ×
          </button>
        )}
      </div>
      <div className={css({ overflowY: "auto", flex: "1", px: "4", py: "2" })}>
        {list.status === "loading" && !list.shown && <p className={css({ color: "fg.muted", fontSize: "sm" })}>正在加载…</p>}
        {list.status === "failure" && (
          <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
            {list.error ?? "加载失败"}{" "}
            <button type="button" onClick={list.retry} className={css({ color: "fg.link", cursor: "pointer" })}>
              重试
            </button>
          </p>
        )}
        {list.shown?.content.length === 0 && <p className={css({ color: "fg.muted", fontSize: "sm", py: "4", textAlign: "center" })}>还没有评论，快来抢沙发</p>}
        <ul className={css({ display: "grid", gap: "3" })}>
          {list.shown?.content.map((c) => (
            <li key={c.id} className={css({ display: "grid", gap: "0.5" })}>
              <span className={css({ fontSize: "xs", color: "fg.muted" })}>
                {c.nickName} · {timeAgo(Date.parse(c.createTime), Date.now())}
              </span>
              <span className={css({ fontSize: "sm", wordBreak: "break-word" })}>{c.content}</span>
            </li>
          ))}
        </ul>
        {list.shown && list.shown.totalElements > size && (
          <button type="button" className={button({ variant: "outline", size: "xs" })} onClick={() => setSize((s) => s + 20)}>
            加载更多
          </button>
        )}
      </div>
      {session.status === "member" ? (
        <form
          className={css({ display: "flex", gap: "2", p: "3", borderTopWidth: "1px", borderColor: "border.subtle" })}
          onSubmit={(e) => {
            e.preventDefault()
            const message = validateMicroComment(draft)[0] ?? null
            setProblem(message)
            if (message === null) send.send({ params: { id: videoId }, body: { content: draft.trim() } })
          }}
        >
          <input
            aria-label="写评论"
            placeholder="说点什么…"
            maxLength={200}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className={css({ flex: "1", borderWidth: "1px", borderColor: "border.default", borderRadius: "full", px: "3", py: "1.5", fontSize: "sm" })}
          />
          <button type="submit" className={button({ size: "sm" })} disabled={send.busy}>
            发送
          </button>
          {problem && (
            <p role="alert" className={css({ color: "danger.text", fontSize: "xs", alignSelf: "center" })}>
              {problem}
            </p>
          )}
        </form>
      ) : (
        <p className={css({ p: "3", fontSize: "sm", borderTopWidth: "1px", borderColor: "border.subtle" })}>
          <Link href={`/login?redirect=${encodeURIComponent(typeof window === "undefined" ? "/micro/home" : window.location.pathname + window.location.search)}`} className={css({ color: "fg.link" })}>
            登录
          </Link>
          后参与评论
        </p>
      )}
    </section>
  )
}
