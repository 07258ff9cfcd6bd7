/**
 * Demo forum content written for the portal: five boards with their moderators, and topics with
 * replies by the demo members, in everyday words. Nothing here is medical advice beyond what a
 * careful member would write; the topics send readers to doctors where it matters.
 */
export interface ForumSeedBoard {
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly moderators: ReadonlyArray<string>
}

export interface ForumSeedReply {
  readonly author: string
  readonly html: string
  /** Quotes the topic ("topic") or the reply at this index of the list (0 is the first reply). */
  readonly quote?: "topic" | number
  readonly likedBy?: ReadonlyArray<string>
}

export interface ForumSeedTopic {
  readonly board: string
  readonly author: string
  readonly title: string
  readonly html: string
  readonly hoursAgo: number
  readonly pinned?: true
  readonly featured?: true
  readonly likedBy?: ReadonlyArray<string>
  readonly replies: ReadonlyArray<ForumSeedReply>
}

export const FORUM_BOARDS: ReadonlyArray<ForumSeedBoard> = [
  {
    slug: "skincare",
    name: "护肤交流",
    description: "清洁、保湿、防晒与敏感肌护理，分享用过的方法和踩过的坑。",
    moderators: ["zhou_vip"],
  },
  {
    slug: "fitness",
    name: "减肥健身",
    description: "跑步、力量训练、饮食控制，记录每一次坚持。",
    moderators: ["learner_ahui"],
  },
  {
    slug: "tcm",
    name: "中医养生",
    description: "节气调养、食疗与作息，理性讨论传统养生经验。",
    moderators: ["learner_laozhang"],
  },
  {
    slug: "parenting",
    name: "母婴健康",
    description: "孕期保健、宝宝喂养与护理，新手爸妈互助交流。",
    moderators: ["learner_tangtang"],
  },
  {
    slug: "aesthetic",
    name: "医美问答",
    description: "光电、注射与术后护理的疑问，选择正规机构，理性看待医美。",
    moderators: ["yuexiang_service"],
  },
]

export const FORUM_TOPICS: ReadonlyArray<ForumSeedTopic> = [
  {
    board: "skincare",
    author: "zhou_vip",
    title: "【版规】护肤交流版发帖须知",
    html: "<p>欢迎来到护肤交流版！为了让大家都能看到有用的内容，请注意以下几点：</p><ol><li>分享个人使用体验时请说明肤质，方便其他人参考；</li><li>禁止发布广告、代购和引流信息，违者帖子将被隐藏；</li><li>皮肤出现持续红肿、破溃等问题，请及时到皮肤科就诊，不要只在论坛求偏方。</li></ol><p>遇到违规内容可以点击“举报”，管理员会尽快处理。</p>",
    hoursAgo: 720,
    pinned: true,
    likedBy: ["learner_qingqing", "learner_muzi"],
    replies: [{ author: "learner_qingqing", html: "<p>支持版主，希望论坛少一点广告。</p>" }],
  },
  {
    board: "skincare",
    author: "learner_qingqing",
    title: "混油皮夏天的保湿心得，分享给同样烦恼的姐妹",
    html: "<p>我是T区油、两颊偏干的混油皮，以前夏天总觉得不用保湿，结果越来越油还起皮。后来调整成下面的流程，一个月后出油明显少了：</p><ul><li>早上用温和的氨基酸洁面，只洗一次；</li><li>化妆水之后T区用清爽的乳液，两颊多叠一层保湿霜；</li><li>白天一定涂防晒，出门前十五分钟涂，每两三个小时补一次。</li></ul><p>最大的体会是：出油不等于不缺水，清洁过度反而会更油。</p>",
    hoursAgo: 52,
    featured: true,
    likedBy: ["zhou_vip", "learner_muzi", "learner_xiaoman"],
    replies: [
      { author: "learner_muzi", html: "<p>同混油皮，早上只用清水洗脸是不是也可以？</p>", likedBy: ["learner_qingqing"] },
      { author: "learner_qingqing", html: "<p>如果晚上清洁到位、早上不觉得油腻，用清水也可以，关键是别洗得太频繁。</p>", quote: 0 },
      { author: "zhou_vip", html: "<p>写得很实在，已加精。补充一句：换护肤品时一次只换一样，方便判断是哪个不适合自己。</p>", quote: "topic", likedBy: ["learner_qingqing", "learner_muzi"] },
    ],
  },
  {
    board: "skincare",
    author: "learner_muzi",
    title: "换季脸上泛红发痒，是不是屏障受损了？",
    html: "<p>最近降温以后，两颊一吹风就发红，还有点痒，之前用的精华现在涂上去有刺痛感。想问问大家这种情况是怎么处理的？需要停掉所有护肤品吗？</p>",
    hoursAgo: 20,
    replies: [
      { author: "zhou_vip", html: "<p>先把含酸、含高浓度维C和酒精的产品停掉，只留温和洁面、保湿和防晒，一两周一般会缓解。如果越来越严重或者起疹子，建议去皮肤科看看。</p>", likedBy: ["learner_muzi"] },
      { author: "learner_xiaoman", html: "<p>我去年也是这样，简化护肤加上洗脸水温低一点，两周左右就好了。</p>" },
    ],
  },
  {
    board: "fitness",
    author: "learner_ahui",
    title: "【置顶】新手跑步常见问题汇总，发帖前先看看",
    html: "<h2>每周跑几次合适？</h2><p>刚开始建议每周三次，每次二三十分钟，跑走结合，给身体恢复时间。</p><h2>膝盖疼还能跑吗？</h2><p>跑后膝盖疼痛持续两天以上，先停跑休息，必要时就医；平时多做臀腿力量训练。</p><h2>跑前要不要吃东西？</h2><p>空腹晨跑容易低血糖，可以在跑前半小时吃一根香蕉或一片面包。</p>",
    hoursAgo: 600,
    pinned: true,
    featured: true,
    likedBy: ["learner_laozhang", "learner_xiaoman", "zhou_vip"],
    replies: [
      { author: "learner_xiaoman", html: "<p>正好准备开始跑步，收藏了！</p>" },
      { author: "learner_laozhang", html: "<p>跑走结合这条很有用，我五十多岁也是这样慢慢跑起来的。</p>", likedBy: ["learner_ahui"] },
    ],
  },
  {
    board: "fitness",
    author: "learner_xiaoman",
    title: "坚持三个月减重八斤，分享我的饮食和运动安排",
    html: "<p>不节食、不吃减肥药，三个月瘦了八斤，记录一下我的做法：</p><ul><li>早餐：燕麦加牛奶、一个鸡蛋；</li><li>午餐：正常吃，米饭减到半碗，多吃蔬菜；</li><li>晚餐：七点前吃完，以蔬菜和鱼虾、豆腐为主；</li><li>运动：每周三次快走或慢跑四十分钟，两次居家力量训练。</li></ul><p>体重有平台期，那两周一斤都没掉，坚持下来就过去了。</p>",
    hoursAgo: 30,
    featured: true,
    likedBy: ["learner_ahui", "learner_qingqing", "learner_tangtang", "learner_muzi"],
    replies: [
      { author: "learner_ahui", html: "<p>很健康的减重速度！平台期可以适当调整训练内容，给身体一点新刺激。</p>", quote: "topic", likedBy: ["learner_xiaoman"] },
      { author: "learner_tangtang", html: "<p>晚餐七点前吃完对我来说好难，下班回家都八点了😂</p>" },
      { author: "learner_xiaoman", html: "<p>那可以下午加一顿小餐，比如一杯酸奶加一把坚果，晚饭就不会吃太多。</p>", quote: 1 },
    ],
  },
  {
    board: "fitness",
    author: "learner_muzi",
    title: "居家力量训练没有器械，怎么安排比较好？",
    html: "<p>家里只有一张瑜伽垫，想练练臀腿和核心，大家有推荐的动作组合吗？每次大概能练半小时。</p>",
    hoursAgo: 8,
    replies: [
      { author: "learner_ahui", html: "<p>可以试试：深蹲、箭步蹲、臀桥、平板支撑、死虫式，每个动作三组，组间休息一分钟。动作标准比次数重要。</p>", likedBy: ["learner_muzi"] },
    ],
  },
  {
    board: "tcm",
    author: "learner_laozhang",
    title: "秋冬进补别盲目，先看看自己适不适合",
    html: "<p>每到秋冬，身边总有朋友一股脑地吃各种补品。进补讲究因人而异：平时容易口干、上火、便秘的人，大量吃羊肉、桂圆这类温热食物反而不舒服。</p><p>日常饮食可以多些山药、百合、银耳、萝卜，作息规律、适当运动比吃补品更重要。有慢性病或正在吃药的朋友，吃膏方、药膳前最好先问问医生。</p>",
    hoursAgo: 72,
    featured: true,
    likedBy: ["zhou_vip", "learner_tangtang"],
    replies: [
      { author: "learner_tangtang", html: "<p>老张说得对，我家老人每年冬天吃补品都上火。</p>" },
      { author: "zhou_vip", html: "<p>作息规律比吃补品更重要，这句最实在。</p>", quote: "topic" },
    ],
  },
  {
    board: "tcm",
    author: "learner_qingqing",
    title: "经常手脚冰凉，除了泡脚还能做什么？",
    html: "<p>一到冬天手脚就冰凉，晚上睡觉很久都暖不过来。每天都在泡脚，效果一般。想问问还有什么日常调理的办法？</p>",
    hoursAgo: 14,
    replies: [
      { author: "learner_laozhang", html: "<p>可以多活动，比如每天快走半小时、睡前做做踮脚运动，促进循环。泡脚水温别太烫，四十度左右、十五分钟就够。如果伴随乏力、怕冷特别明显，建议查查甲状腺功能和血常规。</p>", likedBy: ["learner_qingqing"] },
      { author: "learner_qingqing", html: "<p>谢谢！我去医院查一下血常规。</p>", quote: 0 },
    ],
  },
  {
    board: "parenting",
    author: "learner_tangtang",
    title: "宝宝辅食添加的顺序，新手妈妈整理的笔记",
    html: "<p>宝宝六个月开始加辅食，整理了一下自己的笔记，供新手爸妈参考：</p><ol><li>第一口辅食选强化铁的米粉，从稀到稠；</li><li>每次只加一种新食物，观察三天有没有过敏；</li><li>先蔬菜泥、再水果泥，逐步加入肉泥、蛋黄；</li><li>一岁以内不加盐、糖和蜂蜜。</li></ol><p>每个宝宝的情况不同，体检时可以多问问儿保医生。</p>",
    hoursAgo: 96,
    featured: true,
    likedBy: ["learner_xiaoman", "learner_qingqing"],
    replies: [
      { author: "learner_xiaoman", html: "<p>“每次只加一种新食物”这个太重要了，我家就是这样发现宝宝对鸡蛋清过敏的。</p>", quote: "topic" },
      { author: "learner_muzi", html: "<p>收藏了，等侄子六个月了转给我嫂子。</p>" },
    ],
  },
  {
    board: "parenting",
    author: "learner_xiaoman",
    title: "宝宝夜里频繁醒，有没有过来人分享经验",
    html: "<p>宝宝八个月，最近夜里要醒三四次，每次都要抱着哄很久才睡。白天精神还不错，吃奶也正常，大家是怎么度过这个阶段的？</p>",
    hoursAgo: 5,
    replies: [
      { author: "learner_tangtang", html: "<p>八个月左右很多宝宝会有睡眠倒退，可能和出牙、学爬有关。睡前流程固定下来（洗澡、换睡衣、讲故事、关灯），坚持一两周会好一些。</p>", likedBy: ["learner_xiaoman"] },
    ],
  },
  {
    board: "aesthetic",
    author: "yuexiang_service",
    title: "【必读】做医美项目前，请先确认这三件事",
    html: "<p>医美属于医疗行为，选择前请务必确认：</p><ol><li><strong>机构资质</strong>：查看《医疗机构执业许可证》，诊疗科目中应有“医疗美容科”；</li><li><strong>医生资质</strong>：操作医生应具有执业医师资格和医疗美容主诊医师资格；</li><li><strong>药品和器械</strong>：注射类产品应有国家药品监督管理局的批准文号或注册证，可以当面核对包装。</li></ol><p>本版问答仅供交流，具体方案请以面诊医生的意见为准。</p>",
    hoursAgo: 800,
    pinned: true,
    likedBy: ["zhou_vip", "learner_qingqing", "learner_muzi"],
    replies: [{ author: "learner_muzi", html: "<p>很有必要，身边有朋友在美容院打了来路不明的针，后悔了很久。</p>" }],
  },
  {
    board: "aesthetic",
    author: "zhou_vip",
    title: "光子嫩肤后多久能化妆？术后护理要注意什么",
    html: "<p>上周做了第一次光子嫩肤，当天脸有点发热，现在有几处色斑颜色变深了，这是正常的吗？多久可以化妆？</p>",
    hoursAgo: 26,
    replies: [
      { author: "yuexiang_service", html: "<p>光子术后色斑短暂加深、结痂是常见反应，一般一周左右会脱落，不要用手抠。术后注意保湿和严格防晒，化妆时间请遵照为您操作的医生的建议，通常皮肤没有破损、红热消退后可以淡妆。如出现水疱或持续疼痛，请及时回到机构复诊。</p>", likedBy: ["zhou_vip", "learner_qingqing"] },
      { author: "zhou_vip", html: "<p>谢谢客服，颜色变深原来是正常的，放心了。</p>", quote: 0 },
      { author: "learner_qingqing", html: "<p>我做完也是这样，大概五六天就掉了，防晒一定要做好。</p>" },
    ],
  },
]
