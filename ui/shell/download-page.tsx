import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useSite } from "../app/site-context.tsx"

interface AppInfo {
  readonly path: string
  readonly name: string
  readonly audience: string
  readonly summary: string
  readonly features: ReadonlyArray<string>
  readonly qr: string
}

/** The portal's three apps; /download lists them, /download/<app> shows one. */
const APPS: ReadonlyArray<AppInfo> = [
  {
    path: "/download/app",
    name: "悦享健康APP",
    audience: "会员版",
    summary: "随时随地学课程、逛商城、查用药，会员权益与积分一手掌握。",
    features: ["课程离线缓存，通勤路上也能学", "每日签到领积分，积分兑好礼", "好友私信与在线客服", "订单物流实时提醒"],
    qr: "/brand/qr-app.svg",
  },
  {
    path: "/download/merchant",
    name: "悦享商家",
    audience: "商家版",
    summary: "手机上管理店铺：商品上下架、订单发货、售后处理与经营数据。",
    features: ["新订单与售后即时提醒", "扫码发货，自动回填物流单号", "店铺经营数据日报", "买家咨询随时回复"],
    qr: "/brand/qr-merchant.svg",
  },
  {
    path: "/download/maker",
    name: "悦享创客",
    audience: "创客版",
    summary: "拍摄、剪辑、发布健康美丽短视频，管理作品与收益。",
    features: ["一键拍摄与模板剪辑", "作品数据与粉丝分析", "带货商品与课程管理", "创作收益随时查看"],
    qr: "/brand/qr-maker.svg",
  },
]

function AppCard({ app, featured }: { readonly app: AppInfo; readonly featured: boolean }) {
  const Heading = featured ? "h1" : "h2"
  return (
    <section
      aria-label={app.name}
      className={css({
        bg: "bg.surface",
        borderRadius: "xl",
        boxShadow: "card",
        p: { base: "5", md: featured ? "10" : "6" },
        display: "grid",
        gap: "6",
        gridTemplateColumns: { base: "1fr", md: featured ? "1fr auto" : "1fr" },
        alignItems: "center",
      })}
    >
      <div>
        <span className={css({ fontSize: "xs", color: "accent.text", bg: "accent.subtle", px: "2", py: "0.5", borderRadius: "full" })}>{app.audience}</span>
        <Heading className={css({ fontSize: featured ? { base: "2xl", md: "3xl" } : "xl", fontWeight: "bold", mt: "2" })}>{app.name}</Heading>
        <p className={css({ color: "fg.muted", mt: "2" })}>{app.summary}</p>
        <ul className={css({ mt: "4", display: "grid", gap: "2", fontSize: "sm" })}>
          {app.features.map((feature) => (
            <li key={feature} className={css({ display: "flex", gap: "2", alignItems: "center", _before: { content: '""', w: "1.5", h: "1.5", borderRadius: "full", bg: "accent.solid", flexShrink: 0 } })}>
              {feature}
            </li>
          ))}
        </ul>
        {!featured && (
          <Link href={app.path} className={`${button({ variant: "outline", size: "sm" })} ${css({ mt: "5" })}`}>
            了解{app.name}
          </Link>
        )}
      </div>
      <figure className={css({ textAlign: "center", justifySelf: { base: "start", md: featured ? "end" : "start" } })}>
        <img src={app.qr} alt={`${app.name}下载二维码`} width={featured ? 168 : 120} height={featured ? 168 : 120} className={css({ borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle", p: "2", bg: "white" })} />
        <figcaption className={css({ fontSize: "xs", color: "fg.muted", mt: "2" })}>手机扫码下载安装</figcaption>
      </figure>
    </section>
  )
}

/** /download and its three variants. */
export default function DownloadPage({ route }: PageProps) {
  const { setting } = useSite()
  const hotline = setting("hotline")
  const app = APPS.find((a) => a.path === route.path)
  return (
    <StandaloneFrame title={route.title} wide>
      {app ? (
        <AppCard app={app} featured />
      ) : (
        <>
          <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", textAlign: "center", mt: "2" })}>下载悦享健康客户端</h1>
          <p className={css({ color: "fg.muted", textAlign: "center", mt: "2", mb: "6" })}>会员、商家、创客，各有专属APP</p>
          <div className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
            {APPS.map((a) => (
              <AppCard key={a.path} app={a} featured={false} />
            ))}
          </div>
        </>
      )}
      <p className={css({ fontSize: "xs", color: "fg.subtle", textAlign: "center", mt: "6" })}>
        支持 iOS 13 及以上、Android 8.0 及以上系统{hotline ? `。安装遇到问题请拨打客服热线 ${hotline}` : ""}
      </p>
    </StandaloneFrame>
  )
}
