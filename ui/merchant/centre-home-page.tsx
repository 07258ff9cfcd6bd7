import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { ShopGate } from "../components/centre-frame/shop-gate.tsx"
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

/** /account/mine/home 创客中心: the shop's figures for a member with a shop, the works' figures for maker members. */
export default function CentreHomePage({ route }: PageProps) {
  const session = useSession()
  const isMaker = session.grade?.isShop === true
  return (
    <CentreFrame title={route.title}>
      <ShopGate>
        <ShopFigures />
      </ShopGate>
      {isMaker && <WorkFigures />}
    </CentreFrame>
  )
}
