import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { ACTIVITY_618, ACTIVITY_STATUS_LABELS, activity618 } from "../../domain/member/activity-618.ts"
import { chinaDay } from "../../domain/member/china-day.ts"
import { PRIZE_DRAW_COST } from "../../domain/member/prize.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { SignInPanel } from "../components/sign-in/sign-in-panel.tsx"
import { useResource } from "../app/use-resource.ts"
import { GiftCard, giftGrid } from "./gift-parts.tsx"
import { ListStates } from "../components/list-states.tsx"

/** /account/activity_618: the 618 health festival — its dates, daily sign-in, the prize draw and the festival's gift specials. */
export default function Activity618Page({ route }: PageProps) {
  const festival = activity618(chinaDay(Date.now()))
  const gifts = useResource("pointsGifts", { query: { page: 0, size: 12, tag: ACTIVITY_618.giftTag } })
  const surplus = useResource("prizeSurplus")
  return (
    <StandaloneFrame title={route.title} wide>
      <div className={css({ display: "grid", gap: "5" })}>
        <section
          aria-labelledby="festival-title"
          className={css({
            borderRadius: "xl",
            p: { base: "6", md: "10" },
            color: "white",
            bgGradient: "to-br",
            gradientFrom: "highlight.solid",
            gradientTo: "highlight.emphasized",
            display: "grid",
            gap: "3",
          })}
        >
          <span className={`${tag({ tone: "neutral" })} ${css({ w: "fit-content" })}`}>{ACTIVITY_STATUS_LABELS[festival.status]}</span>
          <h1 id="festival-title" className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold" })}>
            {ACTIVITY_618.title}
          </h1>
          <p className={css({ fontSize: { base: "sm", md: "md" }, opacity: 0.95 })}>
            {festival.start.replaceAll("-", ".")} – {festival.end.slice(5).replaceAll("-", ".")} ·
            天天签到领积分，积分抽好礼，618特惠礼品限量兑换
          </p>
        </section>
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
          <AccountPanel title="每日签到">
            <SignInPanel />
          </AccountPanel>
          <AccountPanel title="幸运抽奖">
            <div className={css({ display: "grid", gap: "3" })}>
              <p className={css({ fontSize: "sm", color: "fg.muted" })}>
                每次 {PRIZE_DRAW_COST} 积分，便携保温杯、艾草足浴包、家用电子血压计等你来抽。
              </p>
              <p className={css({ fontSize: "sm" })}>
                我的积分 <strong className={css({ color: "highlight.text" })}>{surplus.data?.points ?? "—"}</strong>，可抽{" "}
                {surplus.data?.times ?? "—"} 次
              </p>
              <Link href="/prize/index" className={`${button({ variant: "highlight" })} ${css({ w: "fit-content" })}`}>
                去抽奖
              </Link>
            </div>
          </AccountPanel>
        </div>
        <AccountPanel
          title={`${ACTIVITY_618.giftTag}礼品`}
          actions={
            <Link href="/account/point/gift" className={button({ variant: "link", size: "sm" })}>
              全部礼品
            </Link>
          }
        >
          <ListStates list={gifts} compact empty="特惠礼品正在准备中">
            {(items) => (
              <ul className={giftGrid}>
                {items.map((g) => (
                  <GiftCard key={g.id} gift={g} />
                ))}
              </ul>
            )}
          </ListStates>
        </AccountPanel>
      </div>
    </StandaloneFrame>
  )
}
