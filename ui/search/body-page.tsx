import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { chip } from "styled-system/recipes"
import { BODY_SECTIONS, nextOrgan, organById, ORGANS, type Organ } from "../../domain/search/body-organs.ts"
import { SITE_SEARCH_LABELS, SITE_SEARCH_MESSAGES } from "../../domain/search/site-search.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"

// three.js is loaded with the canvas, on this page only.
const BodyCanvas = lazy(() => import("./parts/body-canvas.tsx").then((m) => ({ default: m.BodyCanvas })))

const currentChip = css({ "&[aria-pressed=true]": { bg: "accent.subtle", color: "accent.text", borderColor: "accent.solid", fontWeight: "medium" } })

function OrganList({ selected, onPick }: { readonly selected: string | null; readonly onPick: (id: string) => void }) {
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const move = (e: KeyboardEvent, id: string) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return
    e.preventDefault()
    const next = nextOrgan(id, e.key === "ArrowDown" ? 1 : -1)
    refs.current.get(next.id)?.focus()
  }
  return (
    <ul aria-label="器官列表" className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", sm: "repeat(3, 1fr)", lg: "1fr" }, gap: "2" })}>
      {ORGANS.map((organ) => (
        <li key={organ.id}>
          <button
            ref={(el) => {
              if (el) refs.current.set(organ.id, el)
              else refs.current.delete(organ.id)
            }}
            type="button"
            aria-pressed={selected === organ.id}
            onClick={() => onPick(organ.id)}
            onKeyDown={(e) => move(e, organ.id)}
            className={`${chip()} ${currentChip} ${css({ w: "full", justifyContent: "flex-start", gap: "2" })}`}
          >
            <span aria-hidden="true" className={css({ w: "3", h: "3", borderRadius: "full", flexShrink: 0 })} style={{ background: `#${organ.color.toString(16).padStart(6, "0")}` }} />
            {organ.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function OrganReading({ organ }: { readonly organ: Organ }) {
  const [keyword, setKeyword] = useState(organ.keywords[0] ?? organ.name)
  const search = useResource("siteSearch", { query: { keyword } })
  const sections = (search.data?.sections ?? []).filter((s) => (BODY_SECTIONS as ReadonlyArray<string>).includes(s.type))
  return (
    <section aria-labelledby="organ-title" className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
      <div className={css({ display: "grid", gap: "2" })}>
        <h2 id="organ-title" className={css({ fontSize: "xl", fontWeight: "bold" })}>
          {organ.name}
        </h2>
        <p className={css({ color: "fg.muted", fontSize: "sm" })}>{organ.description}</p>
        <div role="group" aria-label="相关主题" className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
          {organ.keywords.map((k) => (
            <button key={k} type="button" className={`${chip()} ${currentChip}`} aria-pressed={keyword === k} onClick={() => setKeyword(k)}>
              {k}
            </button>
          ))}
        </div>
      </div>
      {search.status === "loading" && !search.data && <LoadingState compact label="正在查找相关内容…" />}
      {search.status === "failure" && <ErrorState compact message={search.error ?? SITE_SEARCH_MESSAGES.failed} onRetry={search.retry} />}
      {search.data && (
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "4" })} aria-busy={search.status === "loading"}>
          {sections.map((section) => (
            <div key={section.type} className={css({ display: "grid", gap: "2", alignContent: "start" })}>
              <h3 className={css({ fontSize: "md", fontWeight: "semibold" })}>
                {SITE_SEARCH_LABELS[section.type]}（{section.total}）
              </h3>
              {section.hits.length === 0 ? (
                <p className={css({ fontSize: "sm", color: "fg.muted" })}>{SITE_SEARCH_MESSAGES.sectionEmpty}</p>
              ) : (
                <ul aria-label={`${organ.name}相关${SITE_SEARCH_LABELS[section.type]}`} className={css({ display: "grid", gap: "1.5", fontSize: "sm" })}>
                  {section.hits.map((hit) => (
                    <li key={hit.id}>
                      <Link href={hit.href} className={css({ color: "fg.link", lineClamp: 1 })}>
                        {hit.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
      <Link href={`/comprehensive?keyword=${encodeURIComponent(keyword)}`} className={css({ fontSize: "sm", color: "fg.link", w: "fit-content" })}>
        在综合搜索中查看“{keyword}”的全部结果
      </Link>
    </section>
  )
}

/** /3dbody 3D人体解剖: a rotatable figure whose organs lead to the portal's articles, courses and drug leaflets. */
export default function BodyPage({ route }: PageProps) {
  const [selected, setSelected] = useState<string | null>(organById(useQueryParam("organ"))?.id ?? null)
  const organ = organById(selected)
  return (
    <StandaloneFrame title={route.title} wide>
      <div className={css({ display: "grid", gap: "4" })}>
        <div className={css({ display: "grid", gap: "1" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>3D 人体解剖</h1>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>拖动或用方向键旋转模型，点击器官或在列表中选择，查看相关的健康科普、课程与药品说明书。模型为示意图，不代表真实解剖比例。</p>
        </div>
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 200px" }, gap: "4", alignItems: "start" })}>
          <Suspense fallback={<LoadingState label="正在加载人体模型…" />}>
            <BodyCanvas selected={selected} onPick={setSelected} />
          </Suspense>
          <OrganList selected={selected} onPick={setSelected} />
        </div>
        <div aria-live="polite">
          {organ ? <OrganReading key={organ.id} organ={organ} /> : <p className={css({ color: "fg.muted", fontSize: "sm", textAlign: "center", py: "4" })}>请选择一个器官</p>}
        </div>
      </div>
    </StandaloneFrame>
  )
}
