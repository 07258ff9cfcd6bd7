import { useSelector } from "@xstate/react"
import { useEffect, type ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatDate } from "../../domain/core/time-ago.ts"
import { MEMBER_COUPON_STATUSES, yuanText, type Coupon, type MemberCouponStatus } from "../../domain/mall/coupon.ts"
import { COUPON_PAGE_SIZE } from "../../domain/orders/mall-orders.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredCouponsMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { Tabs } from "../components/tabs.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { notify } from "../notify/toast-store.ts"
import { orderTabsClass } from "./parts/order-parts.tsx"

const day = (iso: string) => formatDate(new Date(iso))

/** A coupon as a ticket: the amount and threshold on the left, name, scope and dates on the right. */
function CouponTicket({ coupon, muted = false, mark, action }: { readonly coupon: Coupon; readonly muted?: boolean; readonly mark?: string; readonly action?: ReactNode }) {
  return (
    <li>
      <article
        aria-label={`优惠券 ${coupon.name}`}
        className={css({
          display: "flex",
          borderRadius: "lg",
          overflow: "hidden",
          borderWidth: "1px",
          borderColor: muted ? "border.subtle" : "highlight.subtle",
          bg: "bg.surface",
          minH: "24",
          opacity: muted ? 0.65 : 1,
        })}
      >
        <div
          className={css({
            w: { base: "24", md: "28" },
            flexShrink: 0,
            display: "grid",
            placeContent: "center",
            textAlign: "center",
            gap: "1",
            bg: muted ? "bg.muted" : "highlight.subtle",
            color: muted ? "fg.muted" : "highlight.text",
            borderRightWidth: "2px",
            borderStyle: "dashed",
            borderColor: "bg.surface",
          })}
        >
          <span className={css({ fontSize: "2xl", fontWeight: "bold", lineHeight: "1" })}>
            <span className={css({ fontSize: "sm" })}>¥</span>
            {yuanText(coupon.amountCents)}
          </span>
          <span className={css({ fontSize: "xs" })}>{coupon.thresholdCents > 0 ? `满${yuanText(coupon.thresholdCents)}可用` : "无门槛"}</span>
        </div>
        <div className={css({ flex: "1", minW: "0", p: "3", display: "grid", gap: "1", alignContent: "center" })}>
          <p className={css({ fontWeight: "semibold", fontSize: "sm", lineClamp: "1" })}>{coupon.name}</p>
          <p className={css({ fontSize: "xs", color: "fg.muted" })}>
            {coupon.shop ? `${coupon.shop.name} · ` : "平台券 · "}
            {coupon.scopeText}
          </p>
          <p className={css({ fontSize: "xs", color: "fg.subtle" })}>
            {day(coupon.useStart)} 至 {day(coupon.useEnd)} 可用
          </p>
        </div>
        {(mark || action) && (
          <div className={css({ display: "grid", placeItems: "center", px: "3", flexShrink: 0 })}>
            {mark ? <span className={css({ fontSize: "xs", color: "fg.muted", borderWidth: "1px", borderColor: "border.default", borderRadius: "full", px: "2", py: "1", rotate: "-12deg" })}>{mark}</span> : action}
          </div>
        )}
      </article>
    </li>
  )
}

const ticketGrid = css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" }, gap: "3" })

export default function CouponPage({ route }: PageProps) {
  const actor = useActorRef(wiredCouponsMachine)
  const state = useSelector(actor, (s) => s)
  const { status, page, mine, mineError, offers, offersError, claiming } = state.context
  useReloadWhenShownAgain(() => actor.send({ type: "mine.reload" }))
  useEffect(() => {
    const subs = [actor.on("coupon.claimed", (e) => notify.success(`领取成功：${e.name}`)), actor.on("coupon.refused", (e) => notify.error(e.message))]
    return () => subs.forEach((s) => s.unsubscribe())
  }, [actor])

  const counts = mine?.counts
  const label = MEMBER_COUPON_STATUSES.find((s) => s.key === status)?.label ?? ""
  const mineLoading = state.matches({ mine: "loading" })
  const body = (
    <div className={css({ display: "grid", gap: "4", pt: "4" })} aria-busy={mineLoading}>
      {state.matches({ mine: "failure" }) && <ErrorState compact message={mineError ?? "优惠券加载失败"} onRetry={() => actor.send({ type: "mine.retry" })} />}
      {mineLoading && !mine && <LoadingState compact label="正在加载优惠券…" />}
      {mine && !state.matches({ mine: "failure" }) && mine.content.length === 0 && (
        <EmptyState compact title={`没有${label}的优惠券`} description={status === "unused" ? "在下方领券中心领取优惠券，下单时自动选用最优惠的一张" : undefined} />
      )}
      {mine && !state.matches({ mine: "failure" }) && mine.content.length > 0 && (
        <>
          <ul aria-label="我的优惠券" className={ticketGrid}>
            {mine.content.map((m) => (
              <CouponTicket
                key={m.id}
                coupon={m.coupon}
                muted={m.status !== "unused"}
                {...(m.status === "used" ? { mark: "已使用" } : m.status === "expired" ? { mark: "已过期" } : {})}
                {...(m.status === "unused"
                  ? {
                      action: m.usable ? (
                        <Link href={m.coupon.shop ? `/shop?id=${m.coupon.shop.id}` : "/product/index"} className={button({ variant: "outline", size: "xs" })}>
                          去使用
                        </Link>
                      ) : (
                        <span className={css({ fontSize: "xs", color: "fg.muted" })}>未到使用时间</span>
                      ),
                    }
                  : {})}
              />
            ))}
          </ul>
          <Pager page={page} pageSize={COUPON_PAGE_SIZE} total={mine.totalElements} onPageChange={(p) => actor.send({ type: "page.select", page: p })} label="优惠券分页" />
        </>
      )}
    </div>
  )

  return (
    <AccountFrame title={route.title}>
      <AccountPanel title="我的优惠券">
        <Tabs
          className={orderTabsClass}
          label="优惠券状态"
          value={status}
          onValueChange={(value) => actor.send({ type: "tab.select", status: value as MemberCouponStatus })}
          items={MEMBER_COUPON_STATUSES.map((s) => ({ value: s.key, label: counts ? `${s.label}（${counts[s.key]}）` : s.label, content: body }))}
        />
      </AccountPanel>
      <AccountPanel title="领券中心">
        {state.matches({ offers: "failure" }) && <ErrorState compact message={offersError ?? "领券列表加载失败"} onRetry={() => actor.send({ type: "offers.retry" })} />}
        {state.matches({ offers: "loading" }) && !offers && <LoadingState compact label="正在加载可领取的优惠券…" />}
        {offers && offers.length === 0 && <EmptyState compact title="暂时没有可领取的优惠券" />}
        {offers && offers.length > 0 && (
          <ul aria-label="可领取的优惠券" className={ticketGrid}>
            {offers.map((c) => (
              <CouponTicket
                key={c.id}
                coupon={c}
                muted={c.state === "soldOut"}
                action={
                  c.state === "claimable" ? (
                    <button
                      type="button"
                      className={button({ size: "xs" })}
                      disabled={claiming !== null}
                      data-loading={claiming === c.id ? "" : undefined}
                      aria-label={`领取 ${c.name}`}
                      onClick={() => actor.send({ type: "coupon.claim", couponId: c.id })}
                    >
                      立即领取
                    </button>
                  ) : (
                    <span className={css({ fontSize: "xs", color: "fg.muted", textAlign: "center" })}>
                      {c.state === "claimed" ? "已领取" : c.state === "soldOut" ? "已领完" : `${day(c.claimStart)} 开抢`}
                    </span>
                  )
                }
              />
            ))}
          </ul>
        )}
      </AccountPanel>
    </AccountFrame>
  )
}
