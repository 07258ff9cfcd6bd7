import { useState } from "react"
import { css } from "styled-system/css"
import { formatCount } from "../../domain/core/count-format.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useSession } from "../session/index.ts"
import { MicroFrame } from "./parts/micro-frame.tsx"
import { VideoGrid } from "./parts/video-grid.tsx"

/** /micro/user?userId=: a maker's page — profile, counts, follow, works and liked videos. */
export default function MicroUserPage(_props: PageProps) {
  const userId = Number(useQueryParam("userId") ?? "")
  const valid = Number.isInteger(userId) && userId > 0
  const session = useSession()
  const [tab, setTab] = useState<"works" | "likes">("works")
  const profile = useResource("microMaker", { params: { id: valid ? userId : 1 } })
  const videos = useResource("microMakerVideos", { params: { id: valid ? userId : 1 }, query: { liked: tab === "likes" ? "true" : "false", page: 0, size: 40 } })
  const follow = useCall("microFollow", { onDone: () => profile.reload() })
  const p = profile.shown
  return (
    <MicroFrame>
      <main className={css({ maxW: "6xl", w: "full", mx: "auto", p: { base: "3", md: "6" }, display: "grid", gap: "5", alignContent: "start" })}>
        {!valid && <p>创客不存在</p>}
        {valid && profile.status === "loading" && !profile.shown && <p role="status">正在加载…</p>}
        {valid && profile.status === "failure" && (
          <p role="alert">
            {profile.error ?? "加载失败"}{" "}
            <button type="button" onClick={profile.retry} className={css({ color: "#fe2c55", cursor: "pointer" })}>
              重试
            </button>
          </p>
        )}
        {p && (
          <section className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" })}>
            <span className={css({ w: "20", h: "20", borderRadius: "full", overflow: "hidden", bg: "gray.600", display: "grid", placeItems: "center", fontSize: "2xl", fontWeight: "bold" })}>
              {p.avatarPath ? <img src={p.avatarPath} alt="" className={css({ w: "full", h: "full", objectFit: "cover" })} /> : p.nickName.slice(0, 1)}
            </span>
            <div className={css({ display: "grid", gap: "1", flex: "1", minW: "60" })}>
              <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>
                {p.nickName} <span className={css({ fontSize: "xs", bg: "#fe2c55", px: "1.5", py: "0.5", borderRadius: "sm", verticalAlign: "middle" })}>创客会员</span>
              </h1>
              <p className={css({ fontSize: "sm", color: "rgba(255,255,255,0.7)" })}>
                {p.field} · {p.intro}
              </p>
              <dl className={css({ display: "flex", gap: "5", fontSize: "sm", "& dd": { fontWeight: "bold", fontSize: "md" }, "& div": { display: "flex", flexDir: "column-reverse" } })}>
                <div>
                  <dt>作品</dt>
                  <dd>{formatCount(p.works)}</dd>
                </div>
                <div>
                  <dt>获赞</dt>
                  <dd>{formatCount(p.likes)}</dd>
                </div>
                <div>
                  <dt>粉丝</dt>
                  <dd>{formatCount(p.followers)}</dd>
                </div>
                <div>
                  <dt>关注</dt>
                  <dd>{formatCount(p.following)}</dd>
                </div>
              </dl>
            </div>
            {!p.isSelf && session.status === "member" && (
              <button
                type="button"
                aria-pressed={p.followed}
                disabled={follow.busy}
                onClick={() => follow.send({ params: { id: p.userId }, body: { followed: !p.followed } })}
                className={css({ px: "6", py: "2", borderRadius: "md", bg: p.followed ? "rgba(255,255,255,0.2)" : "#fe2c55", cursor: "pointer" })}
              >
                {p.followed ? "已关注" : "关注"}
              </button>
            )}
          </section>
        )}
        {p && (
          <div role="tablist" aria-label="作品与喜欢" className={css({ display: "flex", gap: "4", borderBottomWidth: "1px", borderColor: "rgba(255,255,255,0.2)" })}>
            {(["works", "likes"] as const).map((t) => (
              <button
                key={t}
                role="tab"
                type="button"
                aria-selected={tab === t}
                onClick={() => setTab(t)}
                className={css({ py: "2", cursor: "pointer", color: "rgba(255,255,255,0.6)", "&[aria-selected=true]": { color: "white", borderBottomWidth: "2px", borderColor: "white" } })}
              >
                {t === "works" ? `作品 ${p.works}` : "喜欢"}
              </button>
            ))}
          </div>
        )}
        {p && videos.status === "loading" && <p role="status">正在加载…</p>}
        {p && videos.data?.content.length === 0 && <p>{tab === "works" ? "还没有发布作品" : "还没有喜欢的视频"}</p>}
        {p && videos.data && videos.data.content.length > 0 && <VideoGrid videos={videos.data.content} />}
      </main>
    </MicroFrame>
  )
}
