import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button, pageColumn, tag } from "styled-system/recipes"
import { DRUG_MESSAGES, drugCategoryLabel, drugKindLabel, type DrugDetail } from "../../domain/drugs/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { Breadcrumb } from "../components/breadcrumb.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { useResource } from "../app/use-resource.ts"
import { NotLoaded } from "../components/list-states.tsx"

function Leaflet({ leaflet }: { readonly leaflet: DrugDetail }) {
  const shown = leaflet.sections.filter((s) => s.text !== "")
  return (
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "14rem 1fr" }, gap: "5", alignItems: "start" })}>
      <nav aria-label="说明书目录" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "4", position: { lg: "sticky" }, top: { lg: "20" } })}>
        <h2 className={css({ fontSize: "sm", fontWeight: "semibold", mb: "2" })}>目录</h2>
        <ol className={css({ display: { base: "flex", lg: "grid" }, flexWrap: "wrap", gap: "1", fontSize: "sm" })}>
          {shown.map((s) => (
            <li key={s.key}>
              <a href={`#leaflet-${s.key}`} className={css({ color: "fg.link", px: "1.5", py: "0.5", display: "inline-block", borderRadius: "sm", _hover: { bg: "bg.subtle" } })}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "8" }, minW: "0" })}>
        <header className={css({ display: "grid", gap: "2", pb: "4", mb: "4", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>
            {leaflet.genericName}说明书
          </h1>
          <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center", fontSize: "sm", color: "fg.subtle" })}>
            <span className={tag({ tone: leaflet.kind === "otc" ? "success" : "danger" })}>{drugKindLabel(leaflet.kind)}</span>
            <span className={tag({ tone: "neutral" })}>{drugCategoryLabel(leaflet.category)}</span>
            <span>{leaflet.views} 次查看</span>
          </div>
          <p role="note" className={css({ fontSize: "sm", color: "warning.text", bg: "warning.subtle", px: "3", py: "2", borderRadius: "md" })}>
            {DRUG_MESSAGES.demoNotice}。{leaflet.kind === "rx" ? "本品为处方药，须凭医师处方购买和使用。" : "请仔细阅读说明书并按说明使用或在药师指导下购买和使用。"}
          </p>
        </header>
        <dl className={css({ display: "grid", gap: "4" })}>
          {shown.map((s) => (
            <div key={s.key} id={`leaflet-${s.key}`} className={css({ scrollMarginTop: "20", display: "grid", gap: "1" })}>
              <dt className={css({ fontWeight: "semibold", color: "accent.text" })}>【{s.title}】</dt>
              <dd className={css({ fontSize: "sm", lineHeight: "1.9", whiteSpace: "pre-wrap" })}>{s.text}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  )
}

function Loaded({ id }: { readonly id: number }) {
  const leaflet = useResource("drugDetail", { params: { id } })
  if (leaflet.status !== "ready") return <NotLoaded of={leaflet} missing={{ error: DRUG_MESSAGES.notFound, view: <EmptyState title={DRUG_MESSAGES.notFound} action={<BackToList />} /> }} />
  return leaflet.data ? <Leaflet leaflet={leaflet.data} /> : null
}

function BackToList() {
  return (
    <Link href="/medInstr" className={button({ variant: "outline", size: "sm" })}>
      返回药品说明书
    </Link>
  )
}

/** /medInstr/detail?id=…: one leaflet with every section of a Chinese 说明书 and an index to them. */
export default function MedInstrDetailPage(_props: PageProps) {
  const raw = useQueryParam("id")
  const id = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  return (
    <div className={cx(pageColumn({ space: "roomy" }), css({ display: "grid", gap: "3" }))}>
      <Breadcrumb trail={[{ href: "/medInstr", label: "药品说明书" }]} />
      {id === null ? <EmptyState title={DRUG_MESSAGES.notFound} action={<BackToList />} /> : <Loaded id={id} />}
    </div>
  )
}
