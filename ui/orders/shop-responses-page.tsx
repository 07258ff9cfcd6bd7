import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { Link } from "wouter"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { REPLY_MAX } from "../../domain/core/constants.ts"
import { REVIEW_REPLY_MAX, type ReviewWithProduct } from "../../domain/mall/review.ts"
import { ORDER_PAGE_MESSAGES, SHOP_RESPONSE_PAGE_SIZE } from "../../domain/orders/mall-orders.ts"
import type { ResponseKind, ResponseTab, ShopQuestion } from "../../machines/orders/shop-responses.machine.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredShopResponsesMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { Dialog } from "../components/dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { Tabs } from "../components/tabs.tsx"
import { Stars } from "../courses/index.ts"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { notify } from "../notify/toast-store.ts"
import { orderTabsClass, useMessageOfSent } from "./parts/order-parts.tsx"
import { AttachedPictures } from "./parts/attached-pictures.tsx"
import { ShopReply } from "./parts/shop-reply.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { FormButtons } from "../components/form-buttons.tsx"

type Ref = ActorRefFrom<typeof wiredShopResponsesMachine>

const WORDS: Readonly<Record<ResponseKind, { readonly action: string; readonly tabs: Readonly<Record<ResponseTab, string>>; readonly empty: string; readonly done: string; readonly max: number }>> = {
  review: { action: "回复", tabs: { all: "全部", pending: "待回复", done: "已回复" }, empty: "还没有买家评价", done: "回复成功", max: REVIEW_REPLY_MAX },
  question: { action: "回答", tabs: { all: "全部", pending: "待回答", done: "已回答" }, empty: "还没有买家提问", done: "回答成功", max: REPLY_MAX },
}
const TABS: ReadonlyArray<ResponseTab> = ["all", "pending", "done"]

function ReviewItem({ r, onReply, busy }: { readonly r: ReviewWithProduct; readonly onReply: () => void; readonly busy: boolean }) {
  return (
    <li className={css({ display: "grid", gap: "2", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
      <article aria-label={`评价 ${r.id}`} className={css({ display: "grid", gap: "2" })}>
        <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
          <img src={r.picture} alt="" className={css({ w: "12", h: "12", objectFit: "cover", borderRadius: "md", flexShrink: 0 })} />
          <div className={css({ display: "grid", gap: "0.5", minW: "0", fontSize: "sm" })}>
            <Link href={`/product/detail/${r.spuId}`} className={css({ lineClamp: "1", _hover: { color: "accent.text" } })}>
              {r.title}
            </Link>
            <span className={css({ fontSize: "xs", color: "fg.muted" })}>
              {r.skuText} · 订单号 {r.orderNum}
            </span>
          </div>
        </div>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", fontSize: "sm" })}>
          <span className={css({ fontWeight: "medium" })}>{r.user.nickName ?? "匿名用户"}</span>
          <Stars grade={r.grade} />
          <span className={css({ fontSize: "xs", color: "fg.subtle" })}>{formatTimeWithSeconds(r.createTime)}</span>
          {r.isDefault && <span className={tag({ tone: "neutral", size: "sm" })}>默认好评</span>}
        </div>
        <p className={css({ fontSize: "sm", overflowWrap: "anywhere" })}>{r.content}</p>
        <AttachedPictures pictures={r.pictures} label="晒图" />
        {r.reply ? (
          <ShopReply reply={r.reply} />
        ) : (
          <div className={css({ display: "flex", justifyContent: "flex-end" })}>
            <button type="button" className={button({ size: "sm" })} disabled={busy} onClick={onReply} aria-label={`回复 评价 ${r.id}`}>
              回复
            </button>
          </div>
        )}
      </article>
    </li>
  )
}

function QuestionItem({ q, onAnswer, busy }: { readonly q: ShopQuestion; readonly onAnswer: () => void; readonly busy: boolean }) {
  return (
    <li className={css({ py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
      <article aria-label={`问题 ${q.title}`} className={css({ display: "grid", gap: "2" })}>
        <span className={css({ fontSize: "xs", color: "fg.muted" })}>
          <Link href={`/product/detail/${q.spuId}`} className={css({ _hover: { color: "accent.text" } })}>
            {q.productTitle}
          </Link>
        </span>
        <p className={css({ fontWeight: "semibold", fontSize: "sm" })}>问：{q.title}</p>
        <p className={css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" })}>{q.content}</p>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", fontSize: "xs", color: "fg.subtle" })}>
          <span>{q.user?.nickName ?? "匿名用户"}</span>
          <span>{formatTimeWithSeconds(q.createTime)}</span>
          <span>{q.answerTotal} 个回答</span>
          <span className={tag({ tone: q.answeredByShop ? "success" : "warning", size: "sm" })}>{q.answeredByShop ? "商家已回答" : "待商家回答"}</span>
          <button type="button" className={`${button({ size: "sm", variant: q.answeredByShop ? "outline" : "solid" })} ${css({ ml: "auto" })}`} disabled={busy} onClick={onAnswer} aria-label={`回答 ${q.title}`}>
            {q.answeredByShop ? "再次回答" : "回答"}
          </button>
        </div>
      </article>
    </li>
  )
}

function ResponseDialog({ actor, kind }: { readonly actor: Ref; readonly kind: ResponseKind }) {
  const state = useSelector(actor, (s) => s)
  const { target, responseError } = state.context
  const busy = state.hasTag("busy")
  const [content, setContent] = useState("")
  const shown = useMessageOfSent(content, responseError)
  const words = WORDS[kind]
  const open = state.matches({ ready: "responding" })
  const about = target?.title ?? ""
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: "response.cancel" })} title={kind === "review" ? "回复评价" : "回答问题"} description={about}>
      <form
        noValidate
        aria-label={kind === "review" ? "回复评价" : "回答问题"}
        className={css({ display: "grid", gap: "3", mt: "4" })}
        onSubmit={(e) => {
          e.preventDefault()
          shown.markSent()
          actor.send({ type: "response.submit", content })
        }}
      >
        {target && kind === "review" && <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md", overflowWrap: "anywhere" })}>{(target as ReviewWithProduct).content}</p>}
        {target && kind === "question" && <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md", overflowWrap: "anywhere" })}>{(target as ShopQuestion).content}</p>}
        <label className={css({ display: "grid", gap: "1", fontSize: "sm", fontWeight: "medium" })}>
          {words.action}内容
          <textarea
            className={`${input()} ${css({ h: "auto", minH: "28", py: "2", resize: "vertical" })}`}
            maxLength={words.max}
            value={content}
            placeholder={kind === "review" ? `1至${REVIEW_REPLY_MAX}个字，买家和其他顾客都能看到` : `30至${REPLY_MAX}个字，以商家身份回答`}
            onChange={(e) => setContent(e.target.value)}
          />
        </label>
        <FormAlert message={shown.message} />
        <FormButtons onCancel={() => actor.send({ type: "response.cancel" })} busy={busy} lockCancel>
          提交{words.action}
        </FormButtons>
      </form>
    </Dialog>
  )
}

/** The shop's reviews or questions, by tab and page, each with its 回复 or 回答. */
export function ShopResponses({ kind }: { readonly kind: ResponseKind }) {
  const actor = useActorRef(wiredShopResponsesMachine, { input: { kind } })
  const state = useSelector(actor, (s) => s)
  const { items, total, tab, page, error, responded, target } = state.context
  const words = WORDS[kind]
  useReloadWhenShownAgain(() => actor.send({ type: "list.reload" }))
  useEffect(() => {
    if (responded !== null) notify.success(words.done)
  }, [responded, words.done])
  if (state.matches("forbidden")) return <CentrePanel><EmptyState title={ORDER_PAGE_MESSAGES.notMerchant} description={error ?? undefined} /></CentrePanel>
  const loading = state.matches("loading")
  const busy = !state.matches({ ready: "browsing" })
  const body = (
    <div className={css({ pt: "2" })} aria-busy={loading}>
      {state.matches("failure") && <ErrorState compact message={error ?? "加载失败"} onRetry={() => actor.send({ type: "list.retry" })} />}
      {loading && items === null && <LoadingState compact />}
      {items && !state.matches("failure") && items.length === 0 && <EmptyState compact title={tab === "all" ? words.empty : `没有${words.tabs[tab]}的${kind === "review" ? "评价" : "问题"}`} />}
      {items && !state.matches("failure") && items.length > 0 && (
        <>
          <ul aria-label={kind === "review" ? "店铺评价" : "店铺问答"} className={css({ opacity: loading ? 0.6 : 1 })}>
            {items.map((item) =>
              kind === "review" ? (
                <ReviewItem key={item.id} r={item as ReviewWithProduct} busy={busy} onReply={() => actor.send({ type: "response.open", item })} />
              ) : (
                <QuestionItem key={item.id} q={item as ShopQuestion} busy={busy} onAnswer={() => actor.send({ type: "response.open", item })} />
              ),
            )}
          </ul>
          <Pager page={page} pageSize={SHOP_RESPONSE_PAGE_SIZE} total={total} onPageChange={(p) => actor.send({ type: "page.select", page: p })} />
        </>
      )}
    </div>
  )
  return (
    <CentrePanel>
      <Tabs
        className={orderTabsClass}
        label={kind === "review" ? "评价筛选" : "问题筛选"}
        value={tab}
        onValueChange={(value) => actor.send({ type: "tab.select", tab: value as ResponseTab })}
        items={TABS.map((t) => ({ value: t, label: words.tabs[t], content: body }))}
      />
      <ResponseDialog key={target?.id ?? 0} actor={actor} kind={kind} />
    </CentrePanel>
  )
}

/**
 * /account/mine/product_comment 商品评价 and /account/mine/product_question 商品问答 of the maker
 * centre: the merchant replies to reviews and answers questions about the shop's products, in the
 * maker centre's frame.
 */
export default function ShopResponsesPage({ route }: PageProps) {
  const kind: ResponseKind = route.path.endsWith("product_question") ? "question" : "review"
  return (
    <CentreFrame title={route.title}>
      <ShopResponses key={kind} kind={kind} />
    </CentreFrame>
  )
}
