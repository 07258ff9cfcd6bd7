import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { MicroFrame } from "./parts/micro-frame.tsx"
import { VideoGrid } from "./parts/video-grid.tsx"

/** /micro/search?keyword=&m=: short videos by title, tag or maker. */
export default function MicroSearchPage(_props: PageProps) {
  const keyword = (useQueryParam("keyword") ?? "").trim()
  const found = useResource("microSearch", { query: { keyword, page: 0, size: 40 } })
  return (
    <MicroFrame>
      <main className={css({ maxW: "6xl", w: "full", mx: "auto", p: { base: "3", md: "6" }, display: "grid", gap: "4", alignContent: "start" })}>
        <h1 className={css({ fontSize: "lg", fontWeight: "semibold" })}>
          {keyword === "" ? "请输入关键词搜索视频" : `“${keyword}”的搜索结果${found.data ? `（${found.data.totalElements}）` : ""}`}
        </h1>
        {found.status === "loading" && <p role="status">正在搜索…</p>}
        {found.status === "failure" && (
          <p role="alert">
            {found.error ?? "搜索失败"}{" "}
            <button type="button" onClick={found.retry} className={css({ color: "#fe2c55", cursor: "pointer" })}>
              重试
            </button>
          </p>
        )}
        {keyword !== "" && found.data?.content.length === 0 && <p>没有找到相关视频，换个关键词试试</p>}
        {found.data && found.data.content.length > 0 && <VideoGrid videos={found.data.content} />}
      </main>
    </MicroFrame>
  )
}
