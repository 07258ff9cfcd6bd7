/**
 * Demo industry news: published articles by the customer-service account and members, one
 * waiting for review and one rejected. Covers are the SVGs of public/news/covers/.
 */

export interface NewsSeed {
  readonly key: string
  readonly author: string
  readonly category: "industry" | "policy" | "market" | "company"
  readonly title: string
  readonly summary: string
  /** One paragraph a line. */
  readonly body: string
  readonly daysAgo: number
  readonly views: number
  readonly status: "published" | "pending" | "rejected"
  readonly rejectReason?: string
}

export const NEWS_ARTICLES: ReadonlyArray<NewsSeed> = [
  {
    key: "yimei-jianguan",
    author: "yuexiang_service",
    category: "policy",
    title: "医疗美容服务监管再升级：机构资质与医师执业信息须公开可查",
    summary: "多地卫健部门联合市场监管部门开展医疗美容专项整治，要求机构在显著位置公示执业许可证、主诊医师信息和收费标准。",
    body: [
      "近日，多地卫生健康委员会联合市场监督管理局发布通知，启动新一轮医疗美容行业专项整治行动，重点检查无证行医、超范围执业和虚假宣传等问题。",
      "通知要求，医疗美容机构须在门店和线上平台的显著位置公示《医疗机构执业许可证》、主诊医师姓名及执业证书编号、主要项目收费标准，消费者可通过国家卫健委官方渠道核验。",
      "业内人士表示，随着监管信息化水平提高，“黑医美”的生存空间将被进一步压缩，合规机构的获客成本有望下降。",
      "提醒消费者：选择医美项目前，应确认机构资质和医师资格，索要正规票据，并谨慎对待“低价体验”“包效果”等营销话术。",
    ].join("\n"),
    daysAgo: 1,
    views: 2860,
    status: "published",
  },
  {
    key: "huazhuangpin-biaoqian",
    author: "yuexiang_service",
    category: "policy",
    title: "化妆品标签新规全面实施，功效宣称须有依据",
    summary: "《化妆品标签管理办法》过渡期结束，产品标签须标注全成分，宣称“美白”“祛斑”等功效应有检测报告或文献支持。",
    body: [
      "《化妆品标签管理办法》设定的过渡期已经结束，市场上销售的化妆品标签须符合新规要求。",
      "新规明确，化妆品标签应当以中文标注产品全成分，并按加入量降序排列；宣称美白、祛斑、防脱发等功效的产品，应当具备相应的功效评价资料。",
      "监管部门表示，将把功效宣称作为日常抽检的重点，对夸大宣传、使用医疗术语的产品依法处理。",
      "对消费者而言，读懂成分表和备案信息，是避开“智商税”最直接的方法。",
    ].join("\n"),
    daysAgo: 3,
    views: 1945,
    status: "published",
  },
  {
    key: "yaoshi-fuwu",
    author: "yuexiang_service",
    category: "industry",
    title: "连锁药店加快布局药事服务，执业药师线上问诊渐成标配",
    summary: "头部连锁药店纷纷上线执业药师在线咨询，慢病用药管理与用药提醒成为门店服务升级的重点方向。",
    body: [
      "随着处方外流和医保定点药店政策持续推进，连锁药店正在从“卖药”向“药事服务”转型。",
      "多家头部连锁企业已在自有小程序上线执业药师在线咨询，覆盖用药禁忌、药物相互作用和家庭药箱整理等常见问题。",
      "慢病会员管理成为新的增长点：门店为高血压、糖尿病患者建立用药档案，定期提醒复购和复查。",
      "业内认为，专业服务能力将是未来药店竞争的关键，执业药师的配备和培训投入会持续加大。",
    ].join("\n"),
    daysAgo: 5,
    views: 1312,
    status: "published",
  },
  {
    key: "kangfu-liliao",
    author: "yuexiang_service",
    category: "market",
    title: "社区康复理疗需求走高，中医养生馆加速连锁化",
    summary: "肩颈调理、产后康复和运动损伤理疗带动社区康复门店客流，连锁品牌开始标准化服务流程与人员培训。",
    body: [
      "久坐办公、运动人群扩大和人口老龄化，共同推动了社区康复理疗需求的增长。",
      "调研数据显示，肩颈腰背调理、产后康复和运动损伤恢复是到店消费最多的三类项目，复购率明显高于单次体验类项目。",
      "与此同时，中医养生馆正在加速连锁化，通过统一的技师培训、服务时长和价格体系提升消费者信任。",
      "专家提醒，理疗并不能替代诊疗，出现持续疼痛或麻木等症状时应及时到正规医院就诊。",
    ].join("\n"),
    daysAgo: 7,
    views: 986,
    status: "published",
  },
  {
    key: "fangshai-shichang",
    author: "zhou_vip",
    category: "market",
    title: "夏季防晒市场观察：防晒霜之外，防晒衣和口服美容受关注",
    summary: "从电商平台销售情况看，消费者的防晒需求正从“涂”走向“涂、遮、护”结合，硬防晒品类增长明显。",
    body: [
      "进入夏季，防晒品类迎来销售旺季。作为关注护肤多年的老用户，我整理了今年几个明显的变化。",
      "第一，防晒衣、防晒帽和冰袖等“硬防晒”产品增长很快，很多人开始意识到物理遮挡比单纯涂抹更稳妥。",
      "第二，大家对防晒霜的成膜感、是否搓泥、是否需要卸妆更加在意，“通勤轻薄款”和“户外高倍款”分得越来越清楚。",
      "第三，口服美容类产品热度不低，但它只能作为辅助，不能代替外用防晒。选购时还是要看正规批准文号，别被“吃了就不晒黑”的说法带偏。",
    ].join("\n"),
    daysAgo: 2,
    views: 1520,
    status: "published",
  },
  {
    key: "jiankang-guanli",
    author: "zhou_vip",
    category: "industry",
    title: "健康管理会员制兴起：体检、营养与运动打包服务受白领青睐",
    summary: "不少健康管理机构推出年度会员，把体检解读、营养师指导和运动计划打包，服务从一次性走向长期陪伴。",
    body: [
      "最近身边不少同事开通了健康管理会员，我也体验了两家机构的服务，分享一下观察。",
      "主流的年度会员一般包含一次深度体检和报告解读、每月一次营养师线上指导，以及定制的运动计划和打卡提醒。",
      "相比过去“体检完就结束”，这种模式更重视后续跟踪，对体重管理、血脂偏高这类需要长期调整的问题更有帮助。",
      "需要注意的是，签约前要看清服务次数和退费规则，健康管理师是否具备相应资质也值得问一问。",
    ].join("\n"),
    daysAgo: 4,
    views: 874,
    status: "published",
  },
  {
    key: "zhongyao-meirong",
    author: "zhou_vip",
    category: "market",
    title: "“中式养肤”成新风口，国货品牌加码草本成分研发",
    summary: "人参、积雪草、灵芝等草本成分频繁出现在新品中，国货品牌与高校、科研院所的联合研发明显增多。",
    body: [
      "逛了几场美妆展会，最直观的感受是“中式养肤”概念越来越热。",
      "人参、积雪草、灵芝、白芨等传统草本成分被大量用在精华和面霜中，不少品牌还公布了与高校实验室的合作研究。",
      "但概念热不等于效果好。选购时建议关注成分浓度、功效评价报告以及备案信息，而不是只看包装上的“古方”“宫廷”字样。",
      "整体来看，国货品牌在研发上的投入确实在增加，这对消费者是好事。",
    ].join("\n"),
    daysAgo: 9,
    views: 1103,
    status: "published",
  },
  {
    key: "yibao-jiesuan",
    author: "yuexiang_service",
    category: "policy",
    title: "定点药店医保个人账户使用范围扩大，家庭共济更方便",
    summary: "多地明确职工医保个人账户可用于配偶、父母和子女在定点药店购药，线上绑定亲属后即可使用。",
    body: [
      "多地医保部门近期发布通知，进一步扩大职工医保个人账户的使用范围。",
      "参保人可通过医保服务平台绑定配偶、父母、子女等近亲属，家人在定点医药机构就医购药时，可使用参保人个人账户余额支付。",
      "通知同时强调，个人账户资金不得用于购买化妆品、生活用品等非医疗用途商品，定点药店违规串换将被严肃处理。",
      "建议参保人定期查看个人账户的支出明细，发现异常及时向当地医保部门反映。",
    ].join("\n"),
    daysAgo: 12,
    views: 3421,
    status: "published",
  },
  {
    key: "yuexiang-fuwu",
    author: "yuexiang_service",
    category: "company",
    title: "悦享健康上线执业药师在线答疑，会员咨询24小时内回复",
    summary: "平台在线沟通新增用药咨询入口，由合作执业药师轮值解答，实名认证会员可免费使用。",
    body: [
      "为方便会员获取专业的用药建议，悦享健康美丽网在“在线沟通”中新增用药咨询入口。",
      "咨询由合作的执业药师轮值解答，工作日白天通常在2小时内回复，夜间和节假日的咨询在24小时内回复。",
      "该服务对完成实名认证的会员免费开放。药师的建议仅供参考，不能替代医生的诊断和处方。",
      "欢迎会员在使用过程中通过“意见反馈”告诉我们您的建议。",
    ].join("\n"),
    daysAgo: 6,
    views: 762,
    status: "published",
  },
  {
    key: "meirongshi-peixun",
    author: "yuexiang_service",
    category: "industry",
    title: "美容师职业技能等级认定扩围，持证上岗比例持续提升",
    summary: "美容师、保健按摩师等职业纳入更多地区的技能等级认定目录，门店招聘更看重证书与实操能力。",
    body: [
      "人力资源和社会保障部门推动的职业技能等级认定工作持续扩围，美容师、保健按摩师等生活服务类职业被纳入更多地区的认定目录。",
      "从业者通过理论考试和实操考核后，可获得相应等级的职业技能等级证书，证书信息可在线查询。",
      "不少连锁美容品牌已将持证上岗作为招聘和晋升的硬性要求，并与培训机构合作开展在岗培训。",
      "行业人士认为，技能等级认定有助于改善从业人员“重营销、轻技术”的问题，提升整体服务质量。",
    ].join("\n"),
    daysAgo: 15,
    views: 655,
    status: "published",
  },
  {
    key: "zhineng-chuandai",
    author: "zhou_vip",
    category: "market",
    title: "智能穿戴设备健康监测功能升级，睡眠与血氧成为卖点",
    summary: "新一代手环和手表强化睡眠分期、血氧和心率变异性监测，但医疗级诊断仍需以医院检查为准。",
    body: [
      "今年换了新的智能手表，顺便对比了几款主流产品的健康功能。",
      "睡眠分期、夜间血氧、心率变异性和压力评估基本成了标配，部分产品还提供经期管理和久坐提醒。",
      "这些数据对养成规律作息很有帮助，但要明白它们属于健康参考，不能当作医疗诊断。如果设备频繁提示异常，最好去医院做正规检查。",
      "另外，健康数据属于敏感个人信息，开启同步前最好看清隐私条款。",
    ].join("\n"),
    daysAgo: 18,
    views: 1288,
    status: "published",
  },
  {
    key: "kouqiang-huli",
    author: "zhou_vip",
    category: "industry",
    title: "口腔护理消费升级：冲牙器和电动牙刷进入更多家庭",
    summary: "口腔健康意识提升带动电动牙刷、冲牙器和牙线等产品销量增长，口腔医生建议根据自身情况选择。",
    body: [
      "最近几年，身边用电动牙刷和冲牙器的朋友明显多了。",
      "从电商数据看，电动牙刷的渗透率逐年提升，冲牙器、牙线棒和漱口水的销量也在增长，“一刷一冲一线”的组合越来越常见。",
      "请教过口腔医生，他的建议是：刷牙方法比工具更重要，冲牙器不能替代牙线，牙龈出血、牙齿敏感等问题要先就诊。",
      "每半年到一年做一次口腔检查和洁牙，仍然是最划算的口腔护理投入。",
    ].join("\n"),
    daysAgo: 21,
    views: 540,
    status: "published",
  },
  {
    key: "chanhou-xiufu",
    author: "lin_xiaoyu",
    category: "market",
    title: "产后修复市场调查：盆底康复与腹直肌分离项目咨询量上升",
    summary: "走访了几家产后修复机构，整理了常见项目、价格区间和选择时需要注意的问题。",
    body: [
      "宝宝满三个月后，我走访了所在城市的五家产后修复机构，想给准备做修复的妈妈们一些参考。",
      "咨询量最大的是盆底肌康复和腹直肌分离修复，大部分机构会先做评估再推荐疗程。",
      "价格差异很大，单次从一两百元到上千元不等。建议先去医院产后门诊做检查，确认是否需要干预以及适合的方式。",
    ].join("\n"),
    daysAgo: 0,
    views: 0,
    status: "pending",
  },
  {
    key: "jianfei-tang",
    author: "chen_maker",
    category: "company",
    title: "我们的纤体糖果七天瘦十斤，限时特价欢迎咨询",
    summary: "创客小店新品上架，买二送一。",
    body: ["纤体糖果采用天然成分，七天见效，无需节食。", "添加客服微信即可享受限时特价，买二送一，先到先得。"].join("\n"),
    daysAgo: 2,
    views: 0,
    status: "rejected",
    rejectReason: "内容为商品广告且含有夸大功效的宣传，不符合行业资讯的发布要求",
  },
]
