/**
 * Demo science articles written for the portal: general, sober health and beauty knowledge,
 * each by a certified demo member. Bodies are the editor's html (headings, lists, quotes).
 */
export interface ScienceSeedArticle {
  readonly author: string
  readonly category: string
  readonly title: string
  readonly summary: string
  readonly bodyHtml: string
  readonly daysAgo: number
  /** Left waiting for review, or rejected with this reason. */
  readonly pending?: true
  readonly rejectReason?: string
}

export const SCIENCE_ARTICLES: ReadonlyArray<ScienceSeedArticle> = [
  {
    author: "zhou_vip",
    category: "nutrition",
    title: "早餐怎么吃才算营养均衡",
    summary: "一份合格的早餐要有谷物、优质蛋白、奶类和蔬果，四类中至少占三类。",
    bodyHtml:
      "<p>很多上班族早上匆忙，一杯咖啡或一个面包就对付过去。其实早餐提供的能量应占全天的四分之一到三分之一，吃得好有助于上午保持精力。</p><h2>四类食物至少占三类</h2><ul><li>谷薯类：燕麦、全麦面包、杂粮粥、红薯；</li><li>优质蛋白：鸡蛋、豆腐脑、瘦肉；</li><li>奶类：牛奶、无糖酸奶；</li><li>蔬果：一小把青菜或一个水果。</li></ul><h2>常见误区</h2><p>油条、油饼等油炸食品脂肪含量高，不宜天天吃；含糖饮料不能代替牛奶。</p><blockquote><p>没时间做早餐时，前一晚准备好燕麦和鸡蛋，早上五分钟就能吃上。</p></blockquote>",
    daysAgo: 1,
  },
  {
    author: "yuexiang_service",
    category: "fitness",
    title: "久坐办公族的十分钟拉伸操",
    summary: "每坐一小时起身活动几分钟，颈肩、腰背和下肢都照顾到。",
    bodyHtml:
      "<p>长时间伏案工作，颈肩酸痛、腰背僵硬是很多人的共同烦恼。下面这套拉伸动作不需要器械，在工位旁就能完成。</p><h2>颈部</h2><p>坐直，头慢慢向左侧倾，保持十五秒，再换右侧，每侧三次。动作要缓，不要绕圈甩头。</p><h2>肩背</h2><p>双手在身后交叉，挺胸向后伸展，保持十五秒；再双手前伸、含胸拱背，保持十五秒。</p><h2>腰腿</h2><ol><li>站立，一手扶椅背，另一手抓住同侧脚踝，拉伸大腿前侧；</li><li>坐姿，一腿伸直、脚尖勾起，身体前倾，拉伸大腿后侧。</li></ol><p>拉伸时以有轻微牵拉感为宜，出现疼痛应停止。原有颈椎、腰椎疾病的朋友请先咨询医生。</p>",
    daysAgo: 2,
  },
  {
    author: "zhou_vip",
    category: "prevention",
    title: "春季过敏高发，花粉季如何做好防护",
    summary: "过敏性鼻炎在春季高发，减少接触过敏原是防护的第一步。",
    bodyHtml:
      "<p>每到春天，不少人鼻痒、打喷嚏、流清涕、眼睛发痒，这往往是花粉引起的过敏性鼻炎。</p><h2>减少接触</h2><ul><li>关注花粉浓度预报，浓度高的日子减少外出；</li><li>外出戴口罩和眼镜，回家后换衣、洗脸、清洗鼻腔；</li><li>花粉高峰时段关闭门窗，可使用空气净化器。</li></ul><h2>及时就医</h2><p>症状明显影响生活或出现喘息、胸闷时，应到医院变态反应科或耳鼻喉科就诊，在医生指导下用药。</p>",
    daysAgo: 3,
  },
  {
    author: "yuexiang_service",
    category: "mental",
    title: "睡不好？从改善睡眠习惯做起",
    summary: "规律作息、睡前减少屏幕时间，是改善睡眠最简单也最有效的办法。",
    bodyHtml:
      "<p>偶尔失眠很常见，长期睡不好则会影响情绪、记忆和免疫力。在考虑用药之前，先从睡眠习惯做起。</p><h2>几条好习惯</h2><ol><li>每天固定时间起床，周末也不例外；</li><li>睡前一小时放下手机，调暗灯光；</li><li>下午之后少喝咖啡、浓茶；</li><li>床只用来睡觉，躺下二十分钟睡不着就起来做点安静的事。</li></ol><p>如果失眠持续一个月以上，或伴有明显的情绪低落、焦虑，请到医院睡眠科或心理科咨询。</p>",
    daysAgo: 5,
  },
  {
    author: "zhou_vip",
    category: "skincare",
    title: "防晒霜怎么选：看懂 SPF 和 PA",
    summary: "SPF 防晒伤，PA 防晒黑；日常通勤与户外活动的选择不同。",
    bodyHtml:
      "<p>紫外线是皮肤光老化的主要原因之一，防晒是护肤中最值得坚持的一步。</p><h2>SPF 与 PA</h2><p>SPF 表示防护中波紫外线（UVB）的能力，主要防晒伤；PA 表示防护长波紫外线（UVA）的能力，主要防晒黑和光老化，加号越多防护越强。</p><h2>怎么选</h2><ul><li>日常通勤：SPF30、PA+++ 左右即可；</li><li>户外运动、海边：SPF50+、PA++++，选防水型；</li><li>敏感肌：优先选择配方简单的产品，先在耳后试用。</li></ul><blockquote><p>用量要足，面部约一元硬币大小；出汗或擦拭后及时补涂。</p></blockquote>",
    daysAgo: 1,
  },
  {
    author: "yuexiang_service",
    category: "skincare",
    title: "敏感肌的日常护理要点",
    summary: "精简护肤步骤、温和清洁、加强保湿，是敏感肌护理的三个关键词。",
    bodyHtml:
      "<p>皮肤容易泛红、刺痛、发痒，换季时尤其明显，这可能是皮肤屏障受损的表现。</p><h2>温和清洁</h2><p>用温水和温和的洁面产品，每天洁面不超过两次，避免磨砂和频繁去角质。</p><h2>加强保湿</h2><p>选择含神经酰胺、透明质酸等成分的保湿产品，洁面后及时涂抹。</p><h2>少即是多</h2><p>一次只尝试一种新产品，出现明显红肿、刺痛时停用，症状持续请到皮肤科就诊。</p>",
    daysAgo: 4,
  },
  {
    author: "zhou_vip",
    category: "hair",
    title: "头发越洗越油？洗发的几个误区",
    summary: "水温过高、用力抓挠、频繁更换洗发水，都可能让头皮更不舒服。",
    bodyHtml:
      "<p>头皮出油与皮脂腺分泌有关，清洁方式不当会让头皮状态更差。</p><ul><li>水温以接近体温为宜，过热会刺激皮脂分泌；</li><li>用指腹按摩头皮，不要用指甲抓挠；</li><li>洗发水在手心打出泡沫后再上头；</li><li>护发素抹在发梢，避开头皮。</li></ul><p>如果头皮伴有明显瘙痒、红斑和鳞屑，可能是脂溢性皮炎，应到皮肤科就诊。</p>",
    daysAgo: 6,
  },
  {
    author: "yuexiang_service",
    category: "aesthetic",
    title: "做医美项目前，先确认这三件事",
    summary: "机构资质、医生资质和产品来源，是选择医美服务前必须核实的信息。",
    bodyHtml:
      "<p>医疗美容属于医疗行为，应在具备资质的医疗机构、由具备执业资格的医生进行。</p><h2>核实三件事</h2><ol><li>机构：是否取得《医疗机构执业许可证》，诊疗科目中有无医疗美容科；</li><li>医生：是否具有医师资格证和执业证，执业范围是否相符；</li><li>产品：注射类产品、设备是否取得国家药监部门的注册证。</li></ol><p>对“无痛”“零风险”“永久有效”之类的宣传保持警惕，术前充分了解可能的风险和恢复期。</p>",
    daysAgo: 8,
  },
  {
    author: "zhou_vip",
    category: "family",
    title: "宝宝发烧时家长要注意什么",
    summary: "体温本身不是唯一标准，精神状态、进食和尿量同样重要。",
    bodyHtml:
      "<p>发热是儿童最常见的症状之一，多数由感染引起。家长不必过度紧张，但要学会观察。</p><h2>观察要点</h2><ul><li>精神状态：退热后能否正常玩耍；</li><li>进食饮水：是否明显减少；</li><li>尿量：是否明显减少。</li></ul><h2>需要及时就医的情况</h2><p>三个月以下婴儿发热，发热超过三天，或出现精神萎靡、抽搐、呼吸急促、皮疹等情况时，应尽快就医。退热药请按说明书或遵医嘱使用。</p>",
    daysAgo: 0,
    pending: true,
  },
  {
    author: "zhou_vip",
    category: "makeup",
    title: "三天白到发光的秘方大公开",
    summary: "内含购买链接。",
    bodyHtml: "<p>只要三天，涂上这款产品就能白到发光，效果立竿见影，加微信购买更优惠。</p>",
    daysAgo: 7,
    rejectReason: "内容含夸大宣传和站外交易信息，不符合科普文章要求",
  },
]
