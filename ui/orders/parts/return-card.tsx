import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { formatMoney } from "../../../domain/core/money.ts"
import { returnStatusLabel, type OrderReturn, type ReturnStatus } from "../../../domain/mall/order-return.ts"
import { returnStatusTone } from "../../../domain/orders/returns.ts"
import { FactList } from "../../components/fact-list.tsx"
import { AttachedPictures } from "./attached-pictures.tsx"
import { OrderLines } from "./order-parts.tsx"
import { formatTimeWithSeconds } from "../../components/time-format.ts"

export function ReturnStatusTag({ status, size = "sm" }: { readonly status: ReturnStatus; readonly size?: "sm" | "md" }) {
  return <span className={tag({ tone: returnStatusTone(status), size })}>{returnStatusLabel(status)}</span>
}

/** The proof pictures, each opening full size in a new tab. */
export const ProofPictures = ({ pictures }: { readonly pictures: ReadonlyArray<string> }) => <AttachedPictures pictures={pictures} label="凭证图片" />

const facts = css({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: "3",
  rowGap: "1",
  fontSize: "sm",
  bg: "bg.subtle",
  px: "3",
  py: "2",
  borderRadius: "md",
  "& dt": { color: "fg.muted", whiteSpace: "nowrap" },
  "& dd": { minW: "0", overflowWrap: "anywhere" },
})

/** What happened to a return so far: the reason, the shop's answer, the parcel, the refund. */
export function ReturnFacts({ ret, side }: { readonly ret: OrderReturn; readonly side: "member" | "shop" }) {
  const rows: Array<readonly [string, ReactNode]> = [
    ["退货原因", ret.reason],
    ["问题描述", ret.description || "无"],
    ["退款金额", <strong className={css({ color: "highlight.text" })}>{formatMoney(ret.refundCents)}</strong>],
  ]
  if (side === "shop") rows.unshift(["买家", ret.buyer.nickName])
  if (ret.status === 3 && ret.handleNote) rows.push(["拒绝原因", ret.handleNote])
  if (ret.returnAddress)
    rows.push(["退货地址", `${ret.returnAddress.name} ${ret.returnAddress.phone}　${ret.returnAddress.address}`])
  if (ret.status === 1 && ret.handleNote) rows.push(["商家留言", ret.handleNote])
  if (ret.trackingNo) rows.push(["退货物流", `${ret.courierName ?? ret.courier ?? ""} ${ret.trackingNo}${ret.sendTime ? `（${formatTimeWithSeconds(ret.sendTime)} 寄出）` : ""}`])
  if (ret.receiveTime) rows.push(["退款时间", `${formatTimeWithSeconds(ret.receiveTime)}，已退回买家账户余额`])
  return <FactList rows={rows} className={facts} />
}

/** One return in a list, with the actions the viewer may take. */
export function ReturnCard({ ret, side, actions }: { readonly ret: OrderReturn; readonly side: "member" | "shop"; readonly actions?: ReactNode }) {
  return (
    <li>
      <article aria-label={`退货 ${ret.returnNo}`} className={css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "lg", overflow: "hidden", bg: "bg.surface" })}>
        <header className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "4", rowGap: "1", px: "4", py: "2.5", bg: "bg.muted", fontSize: "xs", color: "fg.muted" })}>
          <span className={css({ fontWeight: "semibold", color: "fg.default", fontSize: "sm" })}>{side === "member" ? ret.shop.name : `退货单 ${ret.returnNo}`}</span>
          {side === "member" && <span className={css({ wordBreak: "break-all" })}>退货单号 {ret.returnNo}</span>}
          <span className={css({ wordBreak: "break-all" })}>订单号 {ret.orderNum}</span>
          <span>申请时间 {formatTimeWithSeconds(ret.createTime)}</span>
          <span className={css({ ml: "auto" })}>
            <ReturnStatusTag status={ret.status} />
          </span>
        </header>
        <div className={css({ px: "4", py: "3", display: "grid", gap: "3" })}>
          <OrderLines items={ret.items} />
          <ReturnFacts ret={ret} side={side} />
          <ProofPictures pictures={ret.pictures} />
          {actions && <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", justifyContent: "flex-end" })}>{actions}</div>}
        </div>
      </article>
    </li>
  )
}
