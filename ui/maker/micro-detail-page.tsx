import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { MicroFrame, MicroLoadFailure } from "./parts/micro-frame.tsx"
import { ShortVideoCard } from "./parts/short-video-card.tsx"

const centred = css({ flex: "1", display: "grid", placeItems: "center", textAlign: "center", p: "6", gap: "3", alignContent: "center" })

/** /micro/video/detail?id=: one short video, the link members share. */
export default function MicroDetailPage(_props: PageProps) {
  const id = Number(useQueryParam("id") ?? "")
  const valid = Number.isInteger(id) && id > 0
  const video = useResource("microVideo", { params: { id: valid ? id : 1 } })
  return (
    <MicroFrame>
      {!valid && <p className={centred}>视频不存在或已下架</p>}
      {valid && video.status === "loading" && (
        <p role="status" className={centred}>
          正在加载…
        </p>
      )}
      {valid && video.status === "failure" && <MicroLoadFailure error={video.error} onRetry={video.retry} className={centred} />}
      {valid && video.data && (
        <div className={css({ flex: "1", minH: "0" })}>
          <ShortVideoCard video={video.data} active />
        </div>
      )}
    </MicroFrame>
  )
}
