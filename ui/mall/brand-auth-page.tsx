import { useEffect, useEffectEvent, useState, type FormEvent } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { BRAND_AUTH_MESSAGES, BRAND_AUTH_STATE_LABELS, normalizeBrandKeyword, type BrandAuthorisation, type BrandAuthState } from "../../domain/mall/brand-authorisation.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"

const STATE_TONES: Readonly<Record<BrandAuthState, "success" | "warning" | "danger" | "neutral">> = {
  valid: "success",
  upcoming: "warning",
  expired: "neutral",
  revoked: "danger",
}

const day = (text: string) => text.replaceAll("-", ".")

function Certificate({ auth }: { readonly auth: BrandAuthorisation }) {
  return (
    <li
      aria-label={`${auth.brand} · ${auth.shopName}`}
      className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 220px" }, gap: "4", p: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}
    >
      <div className={css({ display: "grid", gap: "2", alignContent: "start" })}>
        <div className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
          <h3 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{auth.brand}</h3>
          <span className={tag({ tone: STATE_TONES[auth.state] })}>{BRAND_AUTH_STATE_LABELS[auth.state]}</span>
        </div>
        <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1.5 3", fontSize: "sm", "& dt": { color: "fg.muted" } })}>
          <dt>授权编号</dt>
          <dd className={css({ fontFamily: "mono" })}>{auth.certificateCode}</dd>
          <dt>被授权店铺</dt>
          <dd>
            <Link href={`/shop?id=${auth.shopId}`} className={css({ color: "fg.link" })}>
              {auth.shopName}
            </Link>
          </dd>
          <dt>授权方</dt>
          <dd>{auth.authoriser}</dd>
          <dt>授权范围</dt>
          <dd>{auth.scope}</dd>
          <dt>有效期</dt>
          <dd>
            {day(auth.validFrom)} 至 {day(auth.validUntil)}
          </dd>
        </dl>
      </div>
      <a href={auth.picture} target="_blank" rel="noreferrer" aria-label={`查看 ${auth.brand} 授权书原图`}>
        <img src={auth.picture} alt={`${auth.brand} 授权书`} loading="lazy" className={css({ w: "full", borderRadius: "md", borderWidth: "1px", borderColor: "border.subtle" })} />
      </a>
    </li>
  )
}

/** /security/index 品牌认证查询: a certificate's code or a brand's name checked against the authorisations the mall's shops hold. */
export default function BrandAuthPage({ route }: PageProps) {
  const initial = useQueryParam("keyword") ?? ""
  const [draft, setDraft] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const lookup = useCall("brandAuthLookup")
  const search = (text: string) => {
    const keyword = normalizeBrandKeyword(text)
    setProblem(keyword === "" ? BRAND_AUTH_MESSAGES.keywordRequired : null)
    if (keyword !== "") lookup.send({ query: { keyword } })
  }
  const searchOnArrival = useEffectEvent(() => {
    if (normalizeBrandKeyword(initial) !== "") lookup.send({ query: { keyword: normalizeBrandKeyword(initial) } })
  })
  useEffect(() => {
    searchOnArrival()
    // Only the address's keyword at arrival starts a search by itself.
  }, [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    search(draft)
  }
  const result = lookup.result
  return (
    <StandaloneFrame title={route.title} wide>
      <div className={css({ display: "grid", gap: "5" })}>
        <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "4" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>品牌授权查询</h1>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>
            输入授权书上的授权编号，或输入品牌名称，查询本站哪些店铺获得了该品牌的销售授权及其有效期。购买前核对授权，谨防假冒。
          </p>
          <form role="search" aria-label="品牌授权查询" onSubmit={submit} className={css({ display: "flex", gap: "2", flexWrap: { base: "wrap", sm: "nowrap" } })}>
            <input
              type="search"
              aria-label="授权编号或品牌名称"
              placeholder="授权编号或品牌名称，如 BA-MY-2025-0108 或 美妍"
              value={draft}
              maxLength={40}
              onChange={(e) => setDraft(e.target.value)}
              className={`${input()} ${css({ flex: "1", minW: "0" })}`}
            />
            <button type="submit" className={button({ variant: "highlight" })} disabled={lookup.busy}>
              {lookup.busy ? "查询中…" : "查询"}
            </button>
          </form>
          {problem && (
            <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
              {problem}
            </p>
          )}
        </section>
        <div aria-live="polite" className={css({ display: "grid", gap: "3" })}>
          {lookup.busy && <LoadingState compact label="正在查询…" />}
          {!lookup.busy && lookup.error && <ErrorState compact message={lookup.error} onRetry={() => search(draft)} />}
          {!lookup.busy && !lookup.error && result && result.matchedBy === "none" && (
            <EmptyState title={BRAND_AUTH_MESSAGES.nothingFound} description={`查询词：${result.keyword}`} />
          )}
          {!lookup.busy && !lookup.error && result && result.results.length > 0 && (
            <>
              <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>
                {result.matchedBy === "code" ? `授权编号 ${result.keyword} 的查询结果` : `品牌“${result.keyword}”共 ${result.results.length} 条授权记录`}
              </h2>
              <ul aria-label="授权记录" className={css({ display: "grid", gap: "3" })}>
                {result.results.map((auth) => (
                  <Certificate key={auth.id} auth={auth} />
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </StandaloneFrame>
  )
}
