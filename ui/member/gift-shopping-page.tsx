import { useMemo, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { GIFT_MAX_QUANTITY, GIFT_MESSAGES, giftTotalPoints, validateGiftExchange } from "../../domain/member/gift.ts"
import { PAYMENT_MESSAGES } from "../../domain/core/messages.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { firstFormError } from "../../domain/core/validation/form-errors.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { AddressFormDialog } from "../components/address/address-form-dialog.tsx"
import { AddressPicker } from "../components/address/address-picker.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { LoadStates } from "../components/list-states.tsx"

const newKey = () => crypto.randomUUID().replace(/-/g, "")

/**
 * /account/gift/shopping?id=: a gift, how many, the delivery address and the points due;
 * exchanging spends the points. It is allowed only when the points cover the total (spec 2 §5);
 * otherwise 用户积分不足，不能进行积分兑换 shows with a way to earn more.
 */
export default function GiftShoppingPage({ route }: PageProps) {
  const id = Number(useQueryParam("id") ?? "0")
  const [, navigate] = useLocation()
  const gift = useResource("pointsGift", { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } })
  const surplus = useResource("prizeSurplus")
  const addresses = useResource("addressAll", { query: { page: 0, size: 20 } })
  const [quantity, setQuantity] = useState(1)
  const [chosen, setChosen] = useState<number | null>(null)
  const [adding, setAdding] = useState(false)
  const [invalid, setInvalid] = useState<string | null>(null)
  const exchanging = useCall("giftExchange", {
    silent: true,
    onDone: (order) => navigate(`/account/gift/success?id=${order.id}`),
    onFailed: () => {
      surplus.reload()
      gift.reload()
    },
  })
  const busy = exchanging.busy
  const error = invalid ?? exchanging.error
  const key = useMemo(newKey, [])

  const list = addresses.shown?.content ?? []
  const addressId = chosen ?? list.find((a) => a.defaulted)?.id ?? list[0]?.id ?? null
  const points = surplus.shown?.points ?? null
  const total = gift.shown ? giftTotalPoints(gift.shown.points, quantity) : 0
  const short = points !== null && points < total

  const exchange = () => {
    const message = firstFormError(validateGiftExchange({ quantity, addressId }))
    setInvalid(message ?? null)
    if (message !== undefined || !gift.shown || addressId === null) return
    exchanging.send({ body: { giftId: gift.shown.id, quantity, addressId, idempotencyKey: key } })
  }

  if (gift.status === "loading" && !gift.shown)
    return (
      <StandaloneFrame title={route.title}>
        <LoadingState />
      </StandaloneFrame>
    )
  if (gift.status === "failure" || !gift.shown)
    return (
      <StandaloneFrame title={route.title}>
        <ErrorState title="礼品不存在" message={gift.error ?? GIFT_MESSAGES.offShelf} />
      </StandaloneFrame>
    )
  const g = gift.shown
  return (
    <StandaloneFrame title={route.title}>
      <div className={css({ display: "grid", gap: "4" })}>
        <AccountPanel>
          <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "200px 1fr" }, gap: "5" })}>
            <img
              src={g.image}
              alt={g.name}
              className={css({ w: "full", aspectRatio: "1", objectFit: "cover", borderRadius: "lg", bg: "bg.subtle" })}
            />
            <div className={css({ display: "grid", gap: "3", alignContent: "start" })}>
              <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>{g.name}</h1>
              <p className={css({ fontSize: "sm", color: "fg.muted" })}>{g.description}</p>
              <p className={css({ display: "flex", alignItems: "baseline", gap: "2" })}>
                <strong className={css({ fontSize: "2xl", color: "highlight.text" })}>{g.points.toLocaleString("zh-CN")}</strong>
                <span className={css({ color: "highlight.text" })}>积分</span>
                <span className={css({ fontSize: "sm", color: "fg.subtle" })}>
                  参考价 <s>{formatMoney(g.marketPrice)}</s>
                </span>
              </p>
              <p className={css({ fontSize: "sm", color: "fg.muted" })}>
                库存 {g.stock} 件 · 已兑 {g.exchanged} 件
              </p>
              <div className={css({ display: "flex", alignItems: "center", gap: "2" })} role="group" aria-label="兑换数量">
                <span className={css({ fontSize: "sm", mr: "2" })}>数量</span>
                <button
                  type="button"
                  className={button({ variant: "plain", size: "sm", shape: "square" })}
                  aria-label="减少"
                  disabled={quantity <= 1}
                  onClick={() => setQuantity((q) => q - 1)}
                >
                  −
                </button>
                <output aria-live="polite" className={css({ minW: "8", textAlign: "center", fontVariantNumeric: "tabular-nums" })}>
                  {quantity}
                </output>
                <button
                  type="button"
                  className={button({ variant: "plain", size: "sm", shape: "square" })}
                  aria-label="增加"
                  disabled={quantity >= Math.min(GIFT_MAX_QUANTITY, g.stock)}
                  onClick={() => setQuantity((q) => q + 1)}
                >
                  +
                </button>
              </div>
            </div>
          </div>
        </AccountPanel>
        <AccountPanel
          title="收货地址"
          actions={
            <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={() => setAdding(true)}>
              新增地址
            </button>
          }
        >
          <LoadStates of={addresses} compact />
          {addresses.shown && list.length === 0 && <EmptyState compact title="暂无收货地址" description="请先新增一个收货地址" />}
          {list.length > 0 && (
            <AddressPicker addresses={list} value={addressId} onChange={setChosen} />
          )}
        </AccountPanel>
        <AccountPanel>
          <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" })}>
            <div className={css({ fontSize: "sm", display: "grid", gap: "1" })}>
              <p>
                共需{" "}
                <strong data-testid="gift-total" className={css({ fontSize: "xl", color: "highlight.text" })}>
                  {total.toLocaleString("zh-CN")}
                </strong>{" "}
                积分
              </p>
              <p className={css({ color: "fg.muted" })}>我的积分：{points === null ? "—" : points.toLocaleString("zh-CN")}</p>
            </div>
            <button
              type="button"
              className={button({ variant: "highlight", size: "lg" })}
              disabled={busy || g.stock === 0 || short}
              onClick={exchange}
            >
              {busy ? "正在兑换…" : g.stock === 0 ? "已兑完" : "立即兑换"}
            </button>
          </div>
          {(error ?? (short ? PAYMENT_MESSAGES.insufficientPoints : null)) && (
            <p role="alert" className={css({ mt: "3", fontSize: "sm", color: "danger.text" })}>
              {error ?? PAYMENT_MESSAGES.insufficientPoints}
              {(exchanging.code === "insufficient_points" || (short && !error)) && (
                <>
                  {" "}
                  <Link href="/signIn/rules" className={css({ color: "fg.link" })}>
                    去赚积分
                  </Link>
                </>
              )}
            </p>
          )}
        </AccountPanel>
      </div>
      <AddressFormDialog
        open={adding}
        onOpenChange={setAdding}
        address={null}
        onSaved={(saved) => {
          setChosen(saved.id)
          addresses.reload()
        }}
      />
    </StandaloneFrame>
  )
}
