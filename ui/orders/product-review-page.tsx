import { useSelector } from "@xstate/react"
import { useState } from "react"
import { Link } from "wouter"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { COMMENT_MAX, DEFAULT_RATING } from "../../domain/core/constants.ts"
import { charLength } from "../../domain/core/validation/text.ts"
import { REVIEW_PICTURE_LIMIT, type PendingReview } from "../../domain/mall/review.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredProductReviewMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { BadgeCheckIcon } from "../components/icons.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { GradeStars, RealNamePrompt, Stars } from "../courses/index.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { orderDetailHref } from "./order-list-page.tsx"
import { useMessageOfSent } from "./parts/order-parts.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { FormField } from "../components/form-field.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"

type ReviewRef = ActorRefFrom<typeof wiredProductReviewMachine>

/** One line's review: stars, text and pictures; once sent, what was posted. */
function LineReview({ line, actor }: { readonly line: PendingReview; readonly actor: ReviewRef }) {
  const done = useSelector(actor, (s) => s.context.done[line.skuId])
  const error = useSelector(actor, (s) => s.context.errors[line.skuId] ?? null)
  const sending = useSelector(actor, (s) => s.context.sending === line.skuId)
  const busy = useSelector(actor, (s) => s.hasTag("busy"))
  const [grade, setGrade] = useState<number | null>(DEFAULT_RATING)
  const [content, setContent] = useState("")
  const [pictures, setPictures] = useState<ReadonlyArray<string>>([])
  const contentId = `review-${line.skuId}`
  const shown = useMessageOfSent([grade, content, pictures], error)
  return (
    <li className={css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "lg", p: { base: "3", md: "4" }, display: "grid", gap: "3" })}>
      <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
        <img src={line.picture} alt="" className={css({ w: "16", h: "16", objectFit: "cover", borderRadius: "md", flexShrink: 0 })} />
        <div className={css({ display: "grid", gap: "0.5", minW: "0" })}>
          <Link href={`/product/detail/${line.spuId}`} className={css({ fontSize: "sm", fontWeight: "medium", lineClamp: "2", _hover: { color: "accent.text" } })}>
            {line.title}
          </Link>
          <span className={css({ fontSize: "xs", color: "fg.muted" })}>{line.skuText}</span>
        </div>
      </div>
      {done ? (
        <div role="status" aria-label={`已评价 ${line.title}`} className={css({ display: "grid", gap: "1", bg: "success.subtle", px: "3", py: "2", borderRadius: "md", fontSize: "sm" })}>
          <span className={css({ color: "success.text", fontWeight: "medium" })}>评价成功</span>
          <Stars grade={done.grade} />
          <p className={css({ overflowWrap: "anywhere" })}>{done.content}</p>
        </div>
      ) : (
        <form
          noValidate
          aria-label={`评价 ${line.title}`}
          className={css({ display: "grid", gap: "3" })}
          onSubmit={(e) => {
            e.preventDefault()
            shown.markSent()
            actor.send({ type: "review.submit", skuId: line.skuId, review: { grade, content, pictures } })
          }}
        >
          <GradeStars value={grade} onChange={setGrade} disabled={busy} />
          <FormField id={contentId} label="评价内容" hint={`${charLength(content.trim())}/${COMMENT_MAX}`}>
            <textarea
              id={contentId}
              className={`${input()} ${css({ h: "auto", minH: "24", py: "2", resize: "vertical" })}`}
              maxLength={COMMENT_MAX}
              value={content}
              placeholder="说说商品的使用感受，30-200个字"
              onChange={(e) => setContent(e.target.value)}
            />
          </FormField>
          <UploadWidget label="晒图（选填）" kind="pictures" imageLimit={REVIEW_PICTURE_LIMIT} hint={`最多 ${REVIEW_PICTURE_LIMIT} 张`} onChange={(files) => setPictures(files.map((f) => f.path))} />
          <FormAlert message={shown.message} />
          <div>
            <button type="submit" className={button()} disabled={busy} data-loading={sending ? "" : undefined}>
              发表评价
            </button>
          </div>
        </form>
      )}
    </li>
  )
}

function ProductReview({ orderNum }: { readonly orderNum: string }) {
  const actor = useActorRef(wiredProductReviewMachine, { input: { orderNum } })
  const state = useSelector(actor, (s) => s)
  const { pending, loadError } = state.context
  if (state.matches("loading")) return <LoadingState label="正在读取待评价的商品…" />
  if (state.matches("failure")) return <ErrorState message={loadError ?? "加载失败"} onRetry={() => actor.send({ type: "order.retry" })} />
  const back = (
    <div className={css({ display: "flex", gap: "3", justifyContent: "center" })}>
      <Link href={orderDetailHref(orderNum)} className={button({ variant: "outline", size: "sm" })}>
        查看订单
      </Link>
      <Link href="/account/order?type=product" className={button({ variant: "plain", size: "sm" })}>
        返回我的订单
      </Link>
    </div>
  )
  if (state.matches("nothing"))
    return <EmptyState title="该订单没有待评价的商品" description="订单完成后可以评价；已评价或超过7天由系统默认好评的商品不再显示" action={back} />
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <RealNamePrompt />
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>
        订单号 {orderNum}
        {pending[0] ? ` · ${formatTimeWithSeconds(pending[0].defaultReviewTime)} 前未评价的商品将由系统默认好评` : ""}
      </p>
      <ul aria-label="待评价商品" className={css({ display: "grid", gap: "4" })}>
        {pending.map((line) => (
          <LineReview key={line.skuId} line={line} actor={actor} />
        ))}
      </ul>
      {state.matches("finished") && (
        <div role="status" className={css({ display: "grid", justifyItems: "center", gap: "3", py: "4", textAlign: "center" })}>
          <span className={css({ color: "success.text" })}>
            <BadgeCheckIcon size={48} />
          </span>
          <p className={css({ fontWeight: "semibold" })}>感谢您的评价</p>
          {back}
        </div>
      )}
    </div>
  )
}

/** /product/comment?orderNum= 商品评价: stars, text and pictures for each line of a completed order. */
export default function ProductReviewPage({ route }: PageProps) {
  const orderNum = useQueryParam("orderNum") ?? ""
  return (
    <StandaloneFrame title={route.title}>
      {orderNum === "" ? (
        <EmptyState
          title="请从订单中选择要评价的商品"
          description="在我的订单中找到已完成的订单，点击评价"
          action={<EmptyStateLink href="/account/order?type=product&status=3">查看已完成的订单</EmptyStateLink>}
        />
      ) : (
        <ProductReview key={orderNum} orderNum={orderNum} />
      )}
    </StandaloneFrame>
  )
}
