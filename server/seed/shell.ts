import { HOME_BANNER_KEYS } from "../../domain/shell/home-blocks.ts"
import { PAGE_ADVERT_KEYS } from "../../domain/shell/page-adverts.ts"
import type { Tx } from "../core/db/client.ts"
import { adverts, siteConfigEntries } from "../shell/tables.ts"
import type { SeedSet } from "./seed-sets.ts"

/**
 * What the portal shell shows besides the site seed: the home banners, the separate static
 * views that read html (shop-account cancellation agreement, system notices, jobs) and the
 * settings of the top bar and footer (partner sites, service account, QR codes).
 * Its own set, so that databases seeded before it get it too.
 */

const bannerHtml = (href: string, image: string, alt: string) =>
  `<a href="${href}" title="${alt}"><img src="${image}" alt="${alt}" width="730" height="340"></a>`

export const homeBanners: readonly { key: (typeof HOME_BANNER_KEYS)[number]; title: string; html: string }[] = [
  { key: "home_banner_1", title: "春季护肤公开课", html: bannerHtml("/video", "/banners/home-1.svg", "春季护肤公开课：皮肤科医生带你科学护肤") },
  { key: "home_banner_2", title: "悦享商城", html: bannerHtml("/product/index", "/banners/home-2.svg", "悦享商城：健康好物，正品保障，七天无理由退换") },
  { key: "home_banner_3", title: "VIP会员", html: bannerHtml("/announce/vip", "/banners/home-3.svg", "开通悦享VIP：会员课程免费学，商城购物9.5折，每月领会员优惠券") },
]

export const shellPageAdverts: readonly { key: string; title: string; html: string }[] = [
  {
    key: PAGE_ADVERT_KEYS.cancelShopAgreement,
    title: "店铺注销协议",
    html: `<p>本协议是您（以下称“商家”）与北京悦享健康科技有限公司（以下称“平台”）之间就注销悦享商城店铺及其相关服务所订立的协议。<strong>在申请注销店铺前，请您仔细阅读本协议，特别是以加粗形式提示的条款。您点击“同意并继续”即表示您已充分理解并同意本协议的全部内容。</strong></p>
<h2>一、注销的条件</h2>
<p>申请注销的店铺须同时满足以下条件：</p>
<ol>
<li>店铺内所有商品均已下架，且不存在未完成的订单（包括待付款、待发货、待收货及售后处理中的订单）；</li>
<li>最后一笔订单确认收货之日起已满<strong>15日</strong>，且不存在未处理完毕的退款、退货、投诉或纠纷；</li>
<li>店铺账户余额已全部提现，保证金已按规则申请退还，不存在应付未付的平台技术服务费、违约金或其他款项；</li>
<li>店铺不存在因违规被处罚尚未执行完毕的情形，也未被司法机关、行政机关依法要求冻结或保全。</li>
</ol>
<h2>二、注销的流程</h2>
<ol>
<li>店铺主账号登录后，在“个人中心 - 注销店铺”提交申请，并按提示完成手机短信验证；</li>
<li>平台在<strong>5个工作日</strong>内完成审核，审核结果通过站内信与短信通知；</li>
<li>审核通过后进入<strong>7日冷静期</strong>，冷静期内您可以随时撤回申请，店铺恢复正常经营；</li>
<li>冷静期届满，店铺正式注销，店铺页面不再对外展示。</li>
</ol>
<h2>三、注销的后果</h2>
<ul>
<li><strong>店铺注销后不可恢复</strong>，店铺名称、商品信息、店铺装修、粉丝关系与经营数据将被删除或匿名化处理，法律法规要求保存的交易记录除外；</li>
<li>注销店铺不影响您的个人会员账号，您仍可以会员身份登录、学习课程和购物；</li>
<li>店铺注销前已产生的交易，您仍应依法承担售后、质量保证及消费者权益保护方面的责任；</li>
<li>平台依据《电子商务法》等规定，对店铺的商品和服务信息、交易信息保存不少于三年。</li>
</ul>
<h2>四、保证金的退还</h2>
<p>店铺注销审核通过后，冷静期届满且无未决纠纷的，保证金将在<strong>10个工作日</strong>内原路退还至店铺绑定的对公账户或个人账户。如存在未决的消费者投诉，平台将在纠纷处理完毕后退还剩余部分。</p>
<h2>五、其他</h2>
<p>本协议未尽事宜，适用《悦享商城商家入驻协议》及平台规则的相关约定。如对注销有任何疑问，请联系商家客服热线 400-800-1234（工作日 9:00-18:00）。</p>`,
  },
  {
    key: PAGE_ADVERT_KEYS.systemNotice,
    title: "系统公告",
    html: `<h2>关于系统例行维护的公告</h2>
<p>尊敬的用户：</p>
<p>为给您提供更稳定、更流畅的服务，悦享健康美丽网将于<strong>每周二凌晨 2:00 至 4:00</strong> 进行系统例行维护。维护期间，课程播放、商城下单与支付、积分兑换等功能可能出现短时无法访问或响应缓慢的情况，已登录的用户可能需要重新登录。</p>
<p>维护期间产生的订单不受影响，如遇支付状态未及时更新，请在维护结束后刷新订单页面；若 30 分钟后仍未更新，请联系客服处理。</p>
<h2>关于账号安全的提醒</h2>
<ul>
<li>平台工作人员<strong>不会</strong>以任何理由向您索要登录密码、支付密码或短信验证码；</li>
<li>请勿点击来历不明的链接或扫描陌生二维码，谨防以“退款”“理赔”“会员到期”为由的电信诈骗；</li>
<li>如发现账号存在异常登录，请立即在“个人中心 - 安全设置”中修改密码，并联系客服冻结账号。</li>
</ul>
<h2>关于课程与健康内容的说明</h2>
<p>平台提供的健康科普与课程内容仅供学习参考，<strong>不能替代医生的诊断和治疗</strong>。如您身体不适，请及时到正规医疗机构就诊。</p>
<p>感谢您一直以来对悦享健康美丽网的支持与理解！</p>
<p style="text-align:right">悦享健康美丽网运营团队</p>`,
  },
  {
    key: PAGE_ADVERT_KEYS.jobs,
    title: "招贤纳士",
    html: `<p>悦享健康美丽网正在快速发展，我们希望与热爱健康事业、追求专业与品质的你一起，让科学的健康与美丽知识走进更多家庭。工作地点均为北京市朝阳区望京，简历请投递至 hr@yuexiang-health.cn，邮件标题请注明“应聘岗位 + 姓名”。</p>
<h2>健康内容编辑（2名）</h2>
<p><strong>岗位职责：</strong></p>
<ul>
<li>负责健康科普、美容护肤频道的选题策划与文章撰写、编辑；</li>
<li>对接医生、营养师等专业作者，推进稿件审核与发布；</li>
<li>跟踪内容数据，持续优化选题与表达方式。</li>
</ul>
<p><strong>任职要求：</strong>医学、药学、营养学或新闻传播相关专业本科及以上学历；文字功底扎实，能把专业知识讲得通俗易懂；有健康类媒体工作经验者优先。</p>
<h2>课程运营专员（1名）</h2>
<p><strong>岗位职责：</strong></p>
<ul>
<li>负责讲师招募与课程上线，制定课程排期与推广计划；</li>
<li>策划会员活动与直播答疑，提升课程完课率与好评率；</li>
<li>收集学员反馈，推动课程内容迭代。</li>
</ul>
<p><strong>任职要求：</strong>本科及以上学历，1年以上在线教育或内容运营经验；沟通能力强，执行力好。</p>
<h2>前端开发工程师（1名）</h2>
<p><strong>岗位职责：</strong>负责门户网站、商城与商家后台的前端开发，参与组件库与性能优化建设。</p>
<p><strong>任职要求：</strong>熟悉 TypeScript 与 React，了解状态机、无障碍与前端性能优化；3年以上前端开发经验。</p>
<h2>我们提供</h2>
<ul>
<li>五险一金、补充商业医疗保险、年度体检；</li>
<li>弹性工作时间，带薪年假10天起；</li>
<li>平台课程与会员权益免费使用，定期专业培训与内部分享。</li>
</ul>`,
  },
]

export const shellSettings: readonly { group: "website" | "webuser"; key: string; value: string }[] = [
  { group: "website", key: "shopRegisterUrl", value: "https://shop.yuexiang-health.cn/register" },
  { group: "website", key: "merchantAdminUrl", value: "https://seller.yuexiang-health.cn/" },
  { group: "website", key: "serviceAccountName", value: "悦享健康服务号" },
  { group: "website", key: "serviceAccountQr", value: "/brand/qr-service-account.svg" },
  { group: "website", key: "appQr", value: "/brand/qr-app.svg" },
  { group: "website", key: "companyAddress", value: "北京市朝阳区望京街道阜通东大街6号 方恒国际中心A座18层" },
]

export const shellSeed: SeedSet = {
  name: "shell",
  demo: false,
  async apply(tx: Tx) {
    await tx.insert(siteConfigEntries).values([...shellSettings]).onConflictDoNothing()
    await tx
      .insert(adverts)
      .values([...homeBanners.map(({ key, title, html }) => ({ key, title, value: html })), ...shellPageAdverts.map(({ key, title, html }) => ({ key, title, value: html }))])
      .onConflictDoNothing()
  },
}
