/**
 * What the demo buyers wrote: reviews (30-200 characters, as the comment rules ask), the shop's
 * replies, and questions about products with their answers.
 */

/** A learner's order of demo products (by product key), the review of each line, and when. */
export interface LearnerOrder {
  readonly username: string
  readonly daysAgo: number
  readonly lines: ReadonlyArray<{ readonly key: string; readonly quantity: number }>
  /** Per line (same order): grade and text, pictures (product picture numbers), or null for none (default review later). */
  readonly reviews: ReadonlyArray<{ readonly grade: number; readonly content: string; readonly pictures?: ReadonlyArray<1 | 2 | 3> } | null>
  /** The shop's reply to the first line's review. */
  readonly reply?: string
  /** Learners who liked the first line's review. */
  readonly likedBy?: ReadonlyArray<string>
}

export const LEARNER_ORDERS: ReadonlyArray<LearnerOrder> = [
  {
    username: "learner_xiaoman",
    daysAgo: 34,
    lines: [
      { key: "hyaluronic-serum", quantity: 1 },
      { key: "niacinamide-toner", quantity: 1 },
    ],
    reviews: [
      {
        grade: 5,
        content: "干皮换季的救星，早晚各用两泵，上脸很快吸收，第二天起床脸不紧绷了。搭配面霜用了三周，下巴起皮基本没有了，已经回购第二瓶。",
        pictures: [2, 3],
      },
      { grade: 4, content: "湿敷十分钟后皮肤亮了一些，坚持用了一个月暗沉有改善。就是瓶口出水有点大，一不小心就倒多了，希望改成喷头。" },
    ],
    reply: "感谢您的认可！精华建议搭配面霜锁水，效果更持久。爽肤水瓶口的建议我们已反馈给品牌方，祝您越来越美～",
    likedBy: ["learner_ahui", "learner_qingqing", "learner_muzi"],
  },
  {
    username: "learner_ahui",
    daysAgo: 31,
    lines: [{ key: "whey-protein", quantity: 1 }],
    reviews: [
      {
        grade: 5,
        content: "跑步后喝一勺，冲泡没有结块，香草味不甜腻。每份蛋白质含量和包装上写的一致，配合力量训练两个月体脂降了三个点，很满意。",
        pictures: [2],
      },
    ],
    likedBy: ["learner_laozhang"],
  },
  {
    username: "learner_qingqing",
    daysAgo: 29,
    lines: [
      { key: "centella-mask", quantity: 1 },
      { key: "sunscreen", quantity: 1 },
    ],
    reviews: [
      { grade: 3, content: "面膜精华液很多，敷完脸上凉凉的挺舒服。但我是敏感肌，第二次敷的时候两颊有点发痒，可能不太适合我，油皮朋友可以试试。" },
      null,
    ],
    reply: "非常抱歉给您带来不适。敏感肌建议先在耳后试用，出现发痒请暂停使用。如需帮助请联系在线客服，我们会为您处理。",
  },
  {
    username: "learner_laozhang",
    daysAgo: 27,
    lines: [{ key: "forehead-thermometer", quantity: 1 }],
    reviews: [
      {
        grade: 5,
        content: "家里有老人和小孩常备一把，对着额头一秒出结果，发烧会亮红灯，夜里给孩子测不用叫醒他。和水银体温计对比过，误差在零点二度以内。",
        pictures: [1],
      },
    ],
    reply: "感谢您的支持！从室外进屋后请等待十分钟再测量，额头有汗时先擦干，读数会更准确。祝家人身体健康！",
    likedBy: ["learner_tangtang", "learner_muzi"],
  },
  {
    username: "learner_tangtang",
    daysAgo: 25,
    lines: [
      { key: "probiotics", quantity: 1 },
      { key: "vitamin-c", quantity: 1 },
    ],
    reviews: [
      { grade: 2, content: "益生菌喝了半个月没有明显感觉，而且冷藏保存的要求商品页写得不够醒目，收到时快递在门口放了一下午，不知道还有没有活性。" },
      null,
    ],
    reply: "抱歉让您担心了。本品常温保存即可，开袋后请尽快冲服，水温不要超过40度。我们会在商品页补充保存说明，感谢您的反馈。",
  },
  {
    username: "learner_muzi",
    daysAgo: 22,
    lines: [{ key: "sonic-toothbrush", quantity: 1 }],
    reviews: [
      {
        grade: 4,
        content: "刷得很干净，牙龈敏感用柔和模式刚好。充满一次电用了快五十天，出差带着很方便。扣一星是因为刷头有点贵，希望出个替换装套餐。",
        pictures: [2, 3],
      },
    ],
    likedBy: ["learner_xiaoman"],
  },
  {
    username: "learner_xiaoman",
    daysAgo: 18,
    lines: [{ key: "ceramide-cream", quantity: 1 }],
    reviews: [null],
  },
]

/** 周婉清's review of her serum, with the shop's reply. */
export const VIP_REVIEW = {
  grade: 5,
  content: "第二次购买了，这次买了两瓶装更划算。秋冬空调房里脸不再干得发痒，上妆也服帖多了。包装严实，还送了小样，客服回复也很及时。",
  reply: "谢谢您的再次光临！两瓶装开封后建议半年内用完，冬季可以叠加一层面霜。期待您的下次光临～",
}

export const DEMO_QUESTIONS: ReadonlyArray<{
  readonly key: string
  readonly username: string
  readonly daysAgo: number
  readonly title: string
  readonly content: string
  readonly answers: ReadonlyArray<{ readonly by: string; readonly content: string }>
}> = [
  {
    key: "hyaluronic-serum",
    username: "zhou_vip",
    daysAgo: 16,
    title: "孕期可以使用这款精华吗？",
    content: "现在怀孕四个月，皮肤特别干，想问问这款玻尿酸精华的成分孕妇能不能用，有没有添加酒精或者香精？",
    answers: [
      { by: "meiyan_shop", content: "您好，本品主要成分为三种分子量的透明质酸钠和泛醇，不含酒精、香精和视黄醇，孕期可以使用。如有特殊情况建议先咨询医生。" },
      { by: "learner_xiaoman", content: "我怀孕的时候一直在用，没有不舒服，保湿效果挺好的。不过每个人情况不同，最好先在手腕内侧试一下再上脸。" },
    ],
  },
  {
    key: "blood-pressure-monitor",
    username: "learner_ahui",
    daysAgo: 14,
    title: "袖带适合手臂粗的人用吗？",
    content: "我父亲上臂比较粗，以前用的血压计袖带绑不上，想问一下这款袖带的周长范围是多少，能不能单独加购大号袖带？",
    answers: [{ by: "meiyan_shop", content: "您好，标配袖带适用臂围22至36厘米，臂围超过36厘米的可以联系客服加购大号袖带（适用32至42厘米），测量前请取坐位并放松五分钟。" }],
  },
  {
    key: "probiotics",
    username: "learner_qingqing",
    daysAgo: 9,
    title: "小孩子可以一起吃吗？",
    content: "家里孩子五岁，平时肠胃不太好，想问问这款益生菌儿童能不能吃，一天吃几袋合适，要不要和饭一起吃？",
    answers: [
      { by: "learner_tangtang", content: "我家孩子六岁，按说明书减半吃的，冲在温水里他很愿意喝。具体用量还是建议问一下儿科医生，别用开水冲。" },
    ],
  },
  {
    key: "sunscreen",
    username: "learner_muzi",
    daysAgo: 4,
    title: "需要用卸妆产品清洗吗？",
    content: "平时只涂防晒不化妆，这款防晒乳晚上用普通洗面奶能洗干净吗，还是必须用卸妆油或者卸妆水才可以？",
    answers: [],
  },
]
