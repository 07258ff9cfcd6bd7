import { useRef, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { MICRO_CATEGORY_KEYS } from "../../domain/maker/rules.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useSession } from "../session/index.ts"
import { MicroFrame, MicroLoadFailure } from "./parts/micro-frame.tsx"
import { VerticalFeed } from "./parts/vertical-feed.tsx"

const PAGE = 10

/** The feed's tab from the route: /micro/home (推荐, or ?tab=<category>), /micro/recommend, /micro/follow, /micro/entertainment. */
const tabOf = (path: string, query: string | null): string => {
  if (path.endsWith("/follow")) return "follow"
  if (path.endsWith("/entertainment")) return "entertainment"
  if (path.endsWith("/home") && query && (MICRO_CATEGORY_KEYS as ReadonlyArray<string>).includes(query)) return query
  return "recommend"
}

const centred = css({ flex: "1", display: "grid", placeItems: "center", textAlign: "center", p: "6", color: "rgba(255,255,255,0.8)", gap: "3", alignContent: "center" })

/** /micro/home, /micro/recommend, /micro/follow, /micro/entertainment: the vertical short-video feeds. */
export default function MicroFeedPage({ route }: PageProps) {
  const tab = tabOf(route.path, useQueryParam("tab"))
  const session = useSession()
  const [size, setSize] = useState(PAGE)
  const feed = useResource("microFeed", { query: { tab, page: 0, size } })
  const needsLogin = tab === "follow" && session.status === "anonymous"
  // While more videos load, the videos shown so far stay on screen (and the scroll position with them).
  const shown = useRef<{ tab: string; data: NonNullable<typeof feed.data> } | null>(null)
  if (feed.data) shown.current = { tab, data: feed.data }
  const data = feed.data ?? (shown.current?.tab === tab ? shown.current.data : null)
  return (
    <MicroFrame current={tab}>
      {needsLogin && (
        <div className={centred}>
          <p>登录后查看你关注的创客的新作品</p>
          <Link href={`/login?redirect=${encodeURIComponent("/micro/follow")}`} className={css({ color: "#fe2c55", fontWeight: "semibold" })}>
            去登录
          </Link>
        </div>
      )}
      {!needsLogin && feed.status === "loading" && data === null && (
        <p role="status" className={centred}>
          正在加载…
        </p>
      )}
      {!needsLogin && feed.status === "failure" && <MicroLoadFailure error={feed.error} onRetry={feed.retry} className={centred} />}
      {!needsLogin && data && data.content.length === 0 && (
        <div className={centred}>
          <p>{tab === "follow" ? "你关注的创客还没有发布作品，去推荐里看看吧" : "这个分类还没有视频"}</p>
          <Link href="/micro/recommend" className={css({ color: "#fe2c55" })}>
            看推荐
          </Link>
        </div>
      )}
      {!needsLogin && data && data.content.length > 0 && (
        <VerticalFeed videos={data.content} hasMore={data.totalElements > size} onMore={() => setSize((s) => s + PAGE)} />
      )}
    </MicroFrame>
  )
}
