import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { CENTRE_NOTICE_MESSAGES, centreNoticeHref } from "../../domain/notices/centre-notice.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { ShopGate } from "../components/centre-frame/shop-gate.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { publishDate } from "../notices/index.ts"
import { useSession } from "../session/index.ts"

/** 待发货 in the mall's order states. */
const UNSHIPPED = 1
/** 采购单 states still under way: 新建, 已分配, 已领取. */
const OPEN_PURCHASES = [0, 1, 2] as const

const tile = css({
  display: "grid",
  gap: "1",
  p: "4",
  borderRadius: "md",
  bg: "bg.muted",
  color: "fg.default",
  _hover: { bg: "accent.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
})

/** One figure of the shop or the works, read from its list's total; a dash while it loads or when it cannot be read. */
function Figure({ label, total, href }: { readonly label: string; readonly total: number | undefined; readonly href: string }) {
  return (
    <Link href={href} className={tile}>
      <span className={css({ fontSize: "sm", color: "fg.muted" })}>{label}</span>
      <strong className={css({ fontSize: "2xl" })} aria-live="polite">
        {total ?? "—"}
      </strong>
    </Link>
  )
}

const grid = css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" }, gap: "3" })

function ShopFigures() {
  const onShelf = useResource("makerProductList", { query: { status: "on", size: 1 } })
  const inReview = useResource("makerProductList", { query: { review: "pending", size: 1 } })
  const unshipped = useResource("shopOrderList", { query: { status: UNSHIPPED, size: 1 } })
  const purchases = [
    useResource("makerPurchaseList", { query: { status: OPEN_PURCHASES[0], size: 1 } }),
    useResource("makerPurchaseList", { query: { status: OPEN_PURCHASES[1], size: 1 } }),
    useResource("makerPurchaseList", { query: { status: OPEN_PURCHASES[2], size: 1 } }),
  ]
  const openPurchases = purchases.every((p) => p.data) ? purchases.reduce((sum, p) => sum + (p.data?.totalElements ?? 0), 0) : undefined
  return (
    <CentrePanel title="店铺概况" actions={<Link href="/account/mine/product_spuadd" className={button({ size: "sm" })}>发布商品</Link>}>
      <div className={grid}>
        <Figure label="在售商品" total={onShelf.data?.totalElements} href="/account/mine/product_spuinfo" />
        <Figure label="待审核商品" total={inReview.data?.totalElements} href="/account/mine/product_spuinfo" />
        <Figure label="待发货订单" total={unshipped.data?.totalElements} href="/account/mine/order_product" />
        <Figure label="进行中的采购单" total={openPurchases} href="/account/mine/ware_purchase_order" />
      </div>
    </CentrePanel>
  )
}

function WorkFigures() {
  const published = useResource("makerWorks", { query: { state: "published", size: 1 } })
  const reviewing = useResource("makerWorks", { query: { state: "reviewing", size: 1 } })
  return (
    <CentrePanel title="作品概况" actions={<Link href="/account/mine/release" className={button({ size: "sm" })}>发布作品</Link>}>
      <div className={grid}>
        <Figure label="已发布作品" total={published.data?.totalElements} href="/account/mine/manage_works" />
        <Figure label="审核中作品" total={reviewing.data?.totalElements} href="/account/mine/manage_works" />
        <Link href="/account/mine/manage_comments" className={tile}>
          <span className={css({ fontSize: "sm", color: "fg.muted" })}>评论管理</span>
          <strong className={css({ fontSize: "md" })}>查看作品评论</strong>
        </Link>
        <Link href="/account/mine/monitor_video" className={tile}>
          <span className={css({ fontSize: "sm", color: "fg.muted" })}>视频数据</span>
          <strong className={css({ fontSize: "md" })}>播放、点赞与粉丝</strong>
        </Link>
      </div>
    </CentrePanel>
  )
}

/** 公告通知: the unread count and the latest notices of the member's side. */
function NoticeFigures() {
  const notices = useResource("centreNoticeList", { query: { size: 3 } })
  useReloadWhenShownAgain(notices.reload)
  const data = notices.shown
  return (
    <CentrePanel title="公告通知" actions={<Link href="/account/mine/notice" className={button({ variant: "outline", size: "sm" })}>全部公告</Link>}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 3fr" }, gap: "3" })}>
        <Figure label="未读公告" total={data?.unread} href="/account/mine/notice" />
        {notices.status === "failure" && <ErrorState compact message={notices.error ?? "加载失败"} onRetry={notices.retry} />}
        {data && data.content.length === 0 && <p className={css({ color: "fg.muted", fontSize: "sm", alignSelf: "center" })}>{CENTRE_NOTICE_MESSAGES.empty}</p>}
        {data && data.content.length > 0 && (
          <ul aria-label="最新公告" className={css({ display: "grid", gap: "1", alignContent: "start" })}>
            {data.content.map((n) => (
              <li key={n.id}>
                <Link href={centreNoticeHref(n.id)} className={css({ display: "flex", gap: "2", py: "1.5", fontSize: "sm", _hover: { color: "fg.link" } })}>
                  {!n.read && <span className={tag({ tone: "danger", size: "sm" })}>未读</span>}
                  <span className={css({ flex: "1", minW: "0", truncate: true })}>{n.title}</span>
                  <time dateTime={n.publishTime} className={css({ color: "fg.muted" })}>
                    {publishDate(n.publishTime)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </CentrePanel>
  )
}

/** /account/mine/home 创客中心: the shop's figures for a member with a shop, the works' figures for maker members. */
export default function CentreHomePage({ route }: PageProps) {
  const session = useSession()
  const isMaker = session.grade?.isShop === true
  return (
    <CentreFrame title={route.title}>
      <NoticeFigures />
      <ShopGate>
        <ShopFigures />
      </ShopGate>
      {isMaker && <WorkFigures />}
    </CentreFrame>
  )
}
