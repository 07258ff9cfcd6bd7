/**
 * Demo content of the course area: categories, teachers, 24 courses (20 video, 4 image) with
 * chapters and lessons, learners' comments and questions. Covers and pictures are the files
 * under public/course and media/courses (scripts/course-media/).
 */

export interface CategorySeed {
  readonly key: string
  readonly name: string
  readonly children: ReadonlyArray<{ readonly key: string; readonly name: string }>
}

export const COURSE_CATEGORIES: ReadonlyArray<CategorySeed> = [
  { key: "yangsheng", name: "中医养生", children: [{ key: "jingluo", name: "经络调理" }, { key: "siji", name: "四季养生" }] },
  { key: "hufu", name: "美容护肤", children: [{ key: "jichu", name: "基础护肤" }, { key: "kangshuai", name: "抗衰修复" }] },
  { key: "yingyang", name: "营养膳食", children: [{ key: "jianzhi", name: "减脂饮食" }, { key: "jiating", name: "家庭营养" }] },
  { key: "yundong", name: "运动康复", children: [{ key: "yujia", name: "瑜伽普拉提" }, { key: "tizi", name: "体态矫正" }] },
  { key: "xinli", name: "心理健康", children: [{ key: "qingxu", name: "情绪管理" }, { key: "shuimian", name: "睡眠改善" }] },
  { key: "caizhuang", name: "彩妆造型", children: [{ key: "richang", name: "日常彩妆" }, { key: "faxing", name: "发型护理" }] },
  { key: "muying", name: "母婴健康", children: [{ key: "yunchan", name: "孕产护理" }, { key: "weiyang", name: "婴幼儿喂养" }] },
]

export interface TeacherSeed {
  readonly key: string
  readonly name: string
  readonly title: string
  readonly intro: string
  readonly specialties: ReadonlyArray<string>
  readonly famous: boolean
}

export const COURSE_TEACHERS: ReadonlyArray<TeacherSeed> = [
  {
    key: "li",
    name: "李清和",
    title: "主任中医师",
    intro: "从事中医临床工作二十五年，擅长经络调理、针灸推拿与体质辨识，多年坚持社区健康讲座，主张把养生融入一日三餐与作息。",
    specialties: ["经络调理", "体质辨识", "艾灸推拿"],
    famous: true,
  },
  {
    key: "su",
    name: "苏婉宁",
    title: "皮肤科副主任医师",
    intro: "三甲医院皮肤科副主任医师，长期关注敏感肌、痤疮与光老化，擅长用通俗的语言讲清护肤品成分与正确的护肤顺序。",
    specialties: ["敏感肌修护", "医学护肤", "抗光老化"],
    famous: true,
  },
  {
    key: "wang",
    name: "王嘉禾",
    title: "注册营养师",
    intro: "国家注册营养师，临床营养科工作十二年，为上千位体重管理与控糖人群制定过饮食方案，讲课注重可执行的家常做法。",
    specialties: ["体重管理", "控糖饮食", "家庭营养"],
    famous: true,
  },
  {
    key: "zhao",
    name: "赵一鸣",
    title: "康复治疗师",
    intro: "运动康复治疗师，曾为多支运动队提供伤病康复支持，擅长体态评估与肩颈腰膝问题的训练方案设计。",
    specialties: ["体态矫正", "运动康复", "肩颈放松"],
    famous: true,
  },
  {
    key: "lin",
    name: "林若溪",
    title: "瑜伽导师",
    intro: "RYT500 认证瑜伽导师，教学十年，擅长零基础入门与普拉提核心训练，课程节奏温和，强调呼吸与动作安全。",
    specialties: ["哈他瑜伽", "普拉提", "呼吸练习"],
    famous: false,
  },
  {
    key: "chen",
    name: "陈思远",
    title: "国家二级心理咨询师",
    intro: "心理咨询师，专注情绪管理与睡眠改善，累计咨询时长超过四千小时，擅长认知行为方法与正念练习。",
    specialties: ["情绪管理", "睡眠改善", "正念练习"],
    famous: true,
  },
  {
    key: "he",
    name: "何雨桐",
    title: "资深化妆造型师",
    intro: "从业十年的化妆造型师，服务过多场时装周与品牌发布会，擅长日常通勤妆与头皮发质养护。",
    specialties: ["日常彩妆", "发型设计", "头皮护理"],
    famous: false,
  },
  {
    key: "zhou",
    name: "周静怡",
    title: "妇产科主治医师",
    intro: "妇产科主治医师，国际认证泌乳顾问，长期开设孕妇学校课程，关注孕期营养、产后恢复与婴幼儿喂养。",
    specialties: ["孕期保健", "母乳喂养", "辅食添加"],
    famous: false,
  },
]

export interface LessonSeed {
  readonly title: string
}

export interface CourseSeed {
  readonly key: string
  readonly type: "video" | "image"
  readonly title: string
  readonly subtitle: string
  readonly category: string
  readonly teacher: string
  /** Yuan, as a price tag reads. */
  readonly price: number
  readonly vipPrice?: number
  readonly vipFree?: boolean
  readonly recommended?: boolean
  readonly ad?: boolean
  readonly tags: ReadonlyArray<string>
  readonly intro: string
  readonly highlights: ReadonlyArray<string>
  /** Video courses: chapters of lessons. */
  readonly chapters?: ReadonlyArray<{ readonly title: string; readonly lessons: ReadonlyArray<string> }>
  /** Image courses: picture captions, and how many anyone may see. */
  readonly images?: ReadonlyArray<string>
  readonly previewImages?: number
  /** Days before the seed the course went online. */
  readonly age: number
}

export const COURSES: ReadonlyArray<CourseSeed> = [
  {
    key: "jingluo",
    type: "video",
    title: "经络养生入门：十二经络与日常保健",
    subtitle: "看懂经络走向，学会简单有效的居家按揉",
    category: "jingluo",
    teacher: "li",
    price: 99,
    vipFree: true,
    recommended: true,
    ad: true,
    tags: ["经络", "穴位按揉", "居家保健"],
    intro:
      "经络是中医理解人体的一张地图。本课程从十二经络的走向讲起，配合常用穴位的定位与按揉手法，帮助你在家就能做简单有效的日常保健。\n\n课程不讲艰深的理论，每一课都有跟练示范，适合零基础的养生爱好者和希望照顾家人健康的朋友。",
    highlights: ["掌握十二经络的走向与主要功能", "学会 20 个常用保健穴位的定位方法", "建立适合自己的每日十分钟按揉习惯"],
    chapters: [
      { title: "第一章 认识经络", lessons: ["经络是什么：一张人体的地图", "十二经络的循行与时辰", "找准穴位的三个小方法"] },
      { title: "第二章 日常按揉", lessons: ["肩颈僵硬怎么按", "久坐腰酸的简易调理", "睡前放松的足部按揉"] },
      { title: "第三章 养成习惯", lessons: ["每日十分钟保健流程", "常见误区与注意事项"] },
    ],
    age: 200,
  },
  {
    key: "jieqi",
    type: "video",
    title: "四季养生与节气调理",
    subtitle: "跟着二十四节气调整饮食与作息",
    category: "siji",
    teacher: "li",
    price: 69,
    vipPrice: 49,
    tags: ["节气", "饮食起居", "四季养生"],
    intro:
      "春生、夏长、秋收、冬藏。本课程按四季划分章节，讲解每个季节容易出现的身体变化，以及对应的饮食、作息与运动建议。\n\n每一课都附有简单易做的家常食疗方，让养生落到每天的餐桌上。",
    highlights: ["了解四季变化对身体的影响", "学会按节气安排饮食与作息", "收获 12 道家常食疗方"],
    chapters: [
      { title: "春夏篇", lessons: ["春季养肝：少酸多甘", "夏季养心：清热不贪凉"] },
      { title: "秋冬篇", lessons: ["秋季润燥：养肺有方", "冬季进补：温而不燥", "节气食疗方合集"] },
    ],
    age: 150,
  },
  {
    key: "aijiu",
    type: "video",
    title: "艾灸居家调理实用课",
    subtitle: "安全用艾，温和调理手脚冰凉与疲劳",
    category: "jingluo",
    teacher: "li",
    price: 129,
    vipPrice: 99,
    ad: true,
    tags: ["艾灸", "温阳", "居家调理"],
    intro:
      "艾灸是很多家庭喜爱的调理方式，但用不对也可能烫伤或上火。本课程讲清艾灸的适应人群、常用方法和安全要点，并示范手脚冰凉、经期不适、易疲劳等常见情况的取穴与操作。",
    highlights: ["分清哪些人适合艾灸", "掌握悬灸、温和灸的操作要点", "学会预防烫伤与上火"],
    chapters: [
      { title: "基础篇", lessons: ["艾灸前你需要知道的事", "艾条与艾灸盒怎么选", "安全操作与禁忌"] },
      { title: "调理篇", lessons: ["手脚冰凉的艾灸方案", "缓解疲劳的常用穴位", "经期不适的温和调理"] },
    ],
    age: 120,
  },
  {
    key: "minganji",
    type: "video",
    title: "敏感肌修护全攻略",
    subtitle: "皮肤科医生讲透屏障修复与温和护肤",
    category: "jichu",
    teacher: "su",
    price: 89,
    vipFree: true,
    recommended: true,
    ad: true,
    tags: ["敏感肌", "屏障修复", "医学护肤"],
    intro:
      "泛红、刺痛、反复过敏，敏感肌的困扰往往来自受损的皮肤屏障。本课程由皮肤科医生讲解敏感肌的成因、日常护理原则和产品选择方法，帮你减少踩雷，建立稳定的护肤流程。",
    highlights: ["理解皮肤屏障与敏感的关系", "学会看懂护肤品成分表", "建立适合敏感肌的早晚护肤流程"],
    chapters: [
      { title: "认识敏感肌", lessons: ["你的皮肤真的敏感吗", "皮肤屏障受损的常见原因"] },
      { title: "修护方法", lessons: ["温和清洁怎么做", "保湿修护产品的选择", "防晒对敏感肌有多重要"] },
      { title: "常见问题", lessons: ["换季泛红怎么办", "医美项目前后的护理"] },
    ],
    age: 180,
  },
  {
    key: "chengfen",
    type: "video",
    title: "科学护肤：成分党入门",
    subtitle: "烟酰胺、视黄醇、果酸，一次讲清楚",
    category: "jichu",
    teacher: "su",
    price: 0,
    recommended: true,
    tags: ["成分", "科学护肤", "免费"],
    intro:
      "护肤品成分越来越复杂，怎样判断一款产品适不适合自己？本课程用通俗的语言介绍常见功效成分的作用、浓度与搭配禁忌，帮助你理性选择护肤品。",
    highlights: ["了解 10 种常见功效成分", "学会避免成分叠加带来的刺激", "建立理性消费的护肤观"],
    chapters: [
      { title: "成分基础", lessons: ["看懂成分表的排列规则", "保湿成分：从甘油到神经酰胺"] },
      { title: "功效成分", lessons: ["烟酰胺与美白", "视黄醇与抗老", "果酸水杨酸怎么用"] },
    ],
    age: 260,
  },
  {
    key: "kangshuai",
    type: "video",
    title: "抗初老：30+肌肤管理方案",
    subtitle: "从防晒到抗氧化，延缓细纹与松弛",
    category: "kangshuai",
    teacher: "su",
    price: 199,
    vipPrice: 159,
    tags: ["抗老", "防晒", "抗氧化"],
    intro:
      "三十岁以后，皮肤的胶原流失开始加快。本课程系统讲解光老化、糖化与氧化对皮肤的影响，给出分阶段的抗初老方案，并介绍医美项目的适用人群与风险。",
    highlights: ["认识皮肤老化的三大原因", "制定分阶段的抗初老护肤方案", "理性看待医美项目"],
    chapters: [
      { title: "老化的原因", lessons: ["光老化：看不见的伤害", "糖化与氧化"] },
      { title: "管理方案", lessons: ["防晒是最好的抗老", "抗氧化精华怎么选", "眼周与颈部护理"] },
      { title: "进阶选择", lessons: ["常见医美项目解读"] },
    ],
    age: 90,
  },
  {
    key: "jianzhi",
    type: "video",
    title: "21天减脂饮食计划",
    subtitle: "不挨饿的减脂餐，吃对才能瘦得稳",
    category: "jianzhi",
    teacher: "wang",
    price: 79,
    vipFree: true,
    recommended: true,
    ad: true,
    tags: ["减脂", "饮食计划", "体重管理"],
    intro:
      "节食减肥容易反弹，真正有效的减脂来自可持续的饮食习惯。本课程由注册营养师设计 21 天饮食计划，教你计算每日所需、搭配三餐和应对平台期。",
    highlights: ["学会估算自己的每日能量需求", "掌握减脂三餐的搭配公式", "平稳度过平台期，不反弹"],
    chapters: [
      { title: "准备篇", lessons: ["减脂的原理：热量缺口", "算出你的每日所需"] },
      { title: "执行篇", lessons: ["早餐这样吃不饿", "外卖也能吃出减脂餐", "加餐与零食的选择"] },
      { title: "坚持篇", lessons: ["遇到平台期怎么办", "减脂后的饮食维持"] },
    ],
    age: 170,
  },
  {
    key: "sancan",
    type: "video",
    title: "家庭营养搭配：三餐这样吃",
    subtitle: "一家老小都适用的膳食平衡指南",
    category: "jiating",
    teacher: "wang",
    price: 49,
    vipPrice: 29,
    tags: ["膳食平衡", "家庭营养", "三餐"],
    intro:
      "老人、孩子和上班族的营养需求各不相同，一桌饭怎样兼顾？本课程以膳食指南为基础，讲解食物多样、荤素搭配与烹调方式，让全家吃得健康又省心。",
    highlights: ["读懂膳食宝塔", "一桌饭兼顾全家人的需求", "少油少盐也好吃的烹调技巧"],
    chapters: [
      { title: "膳食基础", lessons: ["膳食宝塔怎么用", "每天吃够 12 种食物"] },
      { title: "全家搭配", lessons: ["孩子长个子要吃什么", "老人补钙与补蛋白", "少油少盐的烹调技巧"] },
    ],
    age: 140,
  },
  {
    key: "kongtang",
    type: "video",
    title: "控糖饮食与血糖管理",
    subtitle: "吃对主食，平稳血糖",
    category: "jiating",
    teacher: "wang",
    price: 119,
    tags: ["控糖", "血糖管理", "慢病饮食"],
    intro:
      "控糖不等于不吃主食。本课程讲解升糖指数与升糖负荷，介绍主食替换、进餐顺序和加餐安排等实用方法，适合血糖偏高人群及其家人学习。",
    highlights: ["理解升糖指数与升糖负荷", "学会主食的替换与搭配", "掌握进餐顺序的小技巧"],
    chapters: [
      { title: "认识血糖", lessons: ["血糖为什么会波动", "升糖指数怎么看"] },
      { title: "饮食方法", lessons: ["主食的聪明替换", "进餐顺序与血糖", "外出就餐的控糖策略"] },
    ],
    age: 60,
  },
  {
    key: "jianjing",
    type: "video",
    title: "办公室肩颈放松操",
    subtitle: "每天五分钟，告别肩颈僵硬",
    category: "tizi",
    teacher: "zhao",
    price: 0,
    recommended: true,
    tags: ["肩颈", "办公室", "免费"],
    intro: "长时间伏案工作让肩颈越来越僵硬。本课程设计了一套可以在工位上完成的放松操，动作简单、无需器械，每天五分钟就能缓解疲劳。",
    highlights: ["学会 8 个工位放松动作", "了解正确的坐姿与屏幕高度", "预防颈椎问题的日常习惯"],
    chapters: [
      { title: "放松跟练", lessons: ["颈部放松四个动作", "肩部环绕与拉伸", "上背部舒展"] },
      { title: "日常习惯", lessons: ["工位设置与坐姿调整"] },
    ],
    age: 300,
  },
  {
    key: "titai",
    type: "video",
    title: "体态矫正：告别圆肩驼背",
    subtitle: "评估、放松、激活、强化四步走",
    category: "tizi",
    teacher: "zhao",
    price: 149,
    vipFree: true,
    ad: true,
    tags: ["体态", "圆肩驼背", "康复训练"],
    intro:
      "圆肩驼背不仅影响形象，还会带来肩颈疼痛。本课程教你在家完成体态自测，并按照放松、激活、强化的顺序进行训练，循序渐进改善体态。",
    highlights: ["在家完成体态自测", "掌握针对性的放松与激活动作", "制定四周训练计划"],
    chapters: [
      { title: "评估", lessons: ["体态自测的方法", "圆肩驼背的成因"] },
      { title: "训练", lessons: ["胸肌放松", "中下斜方肌激活", "核心稳定强化"] },
      { title: "计划", lessons: ["四周训练计划示范"] },
    ],
    age: 110,
  },
  {
    key: "xiguanjie",
    type: "video",
    title: "膝关节保护与康复训练",
    subtitle: "爬楼梯膝盖疼？从力量训练开始改善",
    category: "tizi",
    teacher: "zhao",
    price: 99,
    vipPrice: 79,
    tags: ["膝关节", "康复", "力量训练"],
    intro: "膝关节不适在跑步爱好者和中老年人中都很常见。本课程讲解膝关节的结构与常见问题，示范安全有效的股四头肌与臀肌训练，帮助减轻疼痛、预防损伤。",
    highlights: ["了解膝关节疼痛的常见原因", "学会 6 个护膝训练动作", "运动前后的热身与放松"],
    chapters: [
      { title: "认识膝关节", lessons: ["膝关节为什么容易受伤", "哪些疼痛需要就医"] },
      { title: "训练", lessons: ["股四头肌训练", "臀肌激活", "运动前后的热身与放松"] },
    ],
    age: 45,
  },
  {
    key: "yujia",
    type: "video",
    title: "零基础瑜伽21天",
    subtitle: "从呼吸开始，温和建立练习习惯",
    category: "yujia",
    teacher: "lin",
    price: 59,
    vipFree: true,
    recommended: true,
    tags: ["瑜伽", "零基础", "呼吸"],
    intro: "没有柔韧性也可以练瑜伽。本课程从呼吸与基础体式讲起，每天一段跟练，帮助你在 21 天里建立规律的练习习惯，改善睡眠与身体紧张。",
    highlights: ["掌握腹式呼吸与完全式呼吸", "学会 15 个基础体式", "建立每天 20 分钟的练习习惯"],
    chapters: [
      { title: "第一周 打好基础", lessons: ["瑜伽呼吸入门", "山式与站姿体式", "猫牛式与脊柱灵活"] },
      { title: "第二周 舒展身体", lessons: ["髋部舒展序列", "前屈与后弯的安全练习"] },
      { title: "第三周 完整练习", lessons: ["20 分钟晨间流瑜伽", "睡前放松序列"] },
    ],
    age: 230,
  },
  {
    key: "pulati",
    type: "video",
    title: "普拉提核心训练",
    subtitle: "练出稳定的核心与优雅体态",
    category: "yujia",
    teacher: "lin",
    price: 139,
    vipPrice: 109,
    tags: ["普拉提", "核心", "塑形"],
    intro: "普拉提强调呼吸与控制，是改善核心力量和体态的好方法。本课程从垫上基础动作开始，逐步进阶，适合有一定运动基础、希望塑形的学员。",
    highlights: ["理解普拉提的六大原则", "掌握垫上核心训练动作", "完成三套进阶训练序列"],
    chapters: [
      { title: "基础", lessons: ["普拉提呼吸与骨盆中立", "核心激活基础动作"] },
      { title: "进阶", lessons: ["百次拍击与卷腹进阶", "侧卧系列", "全身流动序列"] },
    ],
    age: 75,
  },
  {
    key: "qingxu",
    type: "video",
    title: "情绪管理：和焦虑好好相处",
    subtitle: "认识情绪，学会自我调节",
    category: "qingxu",
    teacher: "chen",
    price: 89,
    vipFree: true,
    ad: true,
    tags: ["情绪", "焦虑", "心理健康"],
    intro: "焦虑是每个人都会有的情绪，关键在于如何与它相处。本课程介绍情绪产生的机制，并带你练习认知调整、呼吸放松与正念觉察等实用方法。",
    highlights: ["认识焦虑的身体与心理信号", "学会三种即时放松方法", "用认知调整打破负面循环"],
    chapters: [
      { title: "认识情绪", lessons: ["情绪从哪里来", "焦虑的信号"] },
      { title: "调节方法", lessons: ["4-7-8 呼吸放松", "写情绪日记", "正念觉察练习"] },
    ],
    age: 130,
  },
  {
    key: "shuimian",
    type: "video",
    title: "好睡眠养成课",
    subtitle: "告别失眠，从睡眠习惯开始",
    category: "shuimian",
    teacher: "chen",
    price: 69,
    vipPrice: 49,
    recommended: true,
    tags: ["睡眠", "失眠", "作息"],
    intro: "入睡困难、半夜易醒、早醒乏力，睡不好会影响白天的状态。本课程讲解睡眠的规律，帮助你建立睡前仪式、调整作息，并学会应对失眠时的焦虑。",
    highlights: ["了解睡眠周期与生物钟", "建立适合自己的睡前仪式", "失眠时不再越躺越焦虑"],
    chapters: [
      { title: "睡眠的规律", lessons: ["睡眠周期是怎样的", "生物钟与光照"] },
      { title: "改善方法", lessons: ["睡前一小时做什么", "卧室环境的调整", "睡不着的时候怎么办"] },
    ],
    age: 160,
  },
  {
    key: "tongqin",
    type: "video",
    title: "职场通勤妆速成",
    subtitle: "十分钟打造干净精神的日常妆容",
    category: "richang",
    teacher: "he",
    price: 59,
    vipFree: true,
    tags: ["通勤妆", "彩妆", "化妆入门"],
    intro: "早上时间紧，怎样十分钟完成一个干净精神的妆容？本课程从底妆、眉毛到唇色，一步步示范通勤妆的关键步骤，并教你根据肤色选择色号。",
    highlights: ["十分钟完成通勤妆", "学会根据肤色选择底妆与唇色", "掌握自然眉形的画法"],
    chapters: [
      { title: "底妆", lessons: ["妆前护肤与隔离", "轻薄底妆的上妆方法"] },
      { title: "五官", lessons: ["自然眉形怎么画", "日常眼妆", "唇色与腮红的搭配"] },
    ],
    age: 100,
  },
  {
    key: "toupi",
    type: "video",
    title: "头皮与发质养护",
    subtitle: "从洗发开始，养出健康秀发",
    category: "faxing",
    teacher: "he",
    price: 0,
    tags: ["头皮护理", "护发", "免费"],
    intro: "头发出油、毛躁、掉发，很多问题都与头皮状态和洗护习惯有关。本课程讲解正确的洗发方法、护发产品的选择，以及吹发造型时如何减少损伤。",
    highlights: ["学会正确的洗发步骤", "根据发质选择洗护产品", "减少吹发与造型带来的损伤"],
    chapters: [
      { title: "头皮护理", lessons: ["头皮出油的原因", "正确的洗发步骤"] },
      { title: "发质养护", lessons: ["护发素与发膜怎么用", "吹发与造型的护发技巧"] },
    ],
    age: 210,
  },
  {
    key: "yunqi",
    type: "video",
    title: "孕期营养与体重管理",
    subtitle: "妈妈吃得对，宝宝长得好",
    category: "yunchan",
    teacher: "zhou",
    price: 99,
    vipFree: true,
    ad: true,
    tags: ["孕期", "营养", "体重管理"],
    intro: "孕期体重增长多少合适？叶酸、铁、钙怎么补？本课程由妇产科医生按孕早、中、晚期讲解营养重点和体重管理方法，并解答准妈妈常见的饮食疑问。",
    highlights: ["了解孕期各阶段的营养重点", "科学管理孕期体重", "识别孕期饮食的常见误区"],
    chapters: [
      { title: "孕早期", lessons: ["叶酸与孕早期饮食", "孕吐期间怎么吃"] },
      { title: "孕中晚期", lessons: ["补铁补钙的正确方法", "孕期体重增长的标准", "控糖与妊娠期糖尿病预防"] },
    ],
    age: 85,
  },
  {
    key: "fushi",
    type: "video",
    title: "宝宝辅食添加全指南",
    subtitle: "6 月龄到 2 岁的辅食安排",
    category: "weiyang",
    teacher: "zhou",
    price: 79,
    vipPrice: 59,
    tags: ["辅食", "婴幼儿喂养", "育儿"],
    intro: "什么时候开始添加辅食？第一口吃什么？过敏怎么办？本课程按月龄讲解辅食的种类、性状与进度安排，并示范几款简单营养的家常辅食做法。",
    highlights: ["掌握辅食添加的时机与顺序", "按月龄调整辅食性状", "学会应对食物过敏与挑食"],
    chapters: [
      { title: "开始添加", lessons: ["辅食添加的信号", "第一口辅食吃什么"] },
      { title: "进阶安排", lessons: ["8 到 12 月龄的辅食安排", "食物过敏怎么办", "一岁后的家庭饭菜过渡"] },
    ],
    age: 55,
  },
  {
    key: "yaocai",
    type: "image",
    title: "家庭常用中药材图鉴",
    subtitle: "认识厨房里的药食同源好物",
    category: "siji",
    teacher: "li",
    price: 19.9,
    vipFree: true,
    tags: ["中药材", "药食同源", "图文"],
    intro: "枸杞、山药、红枣、陈皮……很多中药材就在我们的厨房里。本图文课程用图解的方式介绍常用药食同源食材的性味、功效与家常用法。",
    highlights: ["认识 6 种常用药食同源食材", "了解每种食材的适宜人群", "学会简单的家常用法"],
    images: ["枸杞：滋补肝肾，泡水煮粥皆宜", "山药：健脾益气，蒸煮炖汤都好吃", "红枣：补中益气，每日三五颗即可", "陈皮：理气健脾，煲汤去腻", "百合：润肺安神，秋季润燥佳品", "菊花：清肝明目，泡茶清爽"],
    previewImages: 2,
    age: 95,
  },
  {
    key: "xuewei",
    type: "image",
    title: "面部穴位按摩图解",
    subtitle: "消浮肿、提气色的五分钟按摩",
    category: "jingluo",
    teacher: "li",
    price: 29,
    vipPrice: 19,
    tags: ["面部按摩", "穴位", "图文"],
    intro: "早起脸部浮肿、气色暗沉？本图文课程图解面部常用穴位的位置与按摩手法，每天五分钟，帮助促进面部循环、改善气色。",
    highlights: ["找准 6 个面部常用穴位", "掌握按、揉、推的基本手法", "配合护肤步骤的按摩顺序"],
    images: ["攒竹穴：眉头凹陷处，缓解眼部疲劳", "四白穴：瞳孔直下，改善眼下浮肿", "迎香穴：鼻翼旁，促进面部循环", "颊车穴：下颌角前上方，放松咬肌", "太阳穴：眉梢与外眼角之间，舒缓头部紧张", "按摩顺序：由内向外、由下向上"],
    previewImages: 2,
    age: 70,
  },
  {
    key: "shipu",
    type: "image",
    title: "一周减脂食谱图文版",
    subtitle: "七天早午晚餐搭配，照着做就行",
    category: "jianzhi",
    teacher: "wang",
    price: 9.9,
    vipFree: true,
    tags: ["减脂食谱", "一周计划", "图文"],
    intro: "不知道减脂期每天吃什么？本图文课程给出一周七天的三餐搭配，每餐标注主要食材与分量，简单好做，适合上班族和家庭使用。",
    highlights: ["七天不重样的减脂三餐", "每餐标注食材与分量", "附采购清单与备餐技巧"],
    images: ["周一：燕麦牛奶早餐与鸡胸肉糙米饭", "周二：全麦三明治与清蒸鱼配时蔬", "周三：杂粮粥与番茄牛肉意面", "周四：鸡蛋蔬菜饼与虾仁豆腐", "周五：酸奶水果碗与荞麦面", "周末：轻食沙拉与一周采购清单"],
    previewImages: 2,
    age: 40,
  },
  {
    key: "lashen",
    type: "image",
    title: "居家拉伸动作图解",
    subtitle: "十个动作，全身舒展",
    category: "tizi",
    teacher: "zhao",
    price: 0,
    tags: ["拉伸", "居家运动", "免费"],
    intro: "久坐之后身体发紧？本图文课程用图解示范十个常用拉伸动作，覆盖颈、肩、背、髋和腿部，每个动作都标注了要点与保持时间。",
    highlights: ["掌握十个全身拉伸动作", "了解每个动作的要点与保持时间", "建立运动后拉伸的习惯"],
    images: ["颈部侧拉伸：每侧保持 20 秒", "扩胸拉伸：双手在背后交握", "猫式伸展：配合呼吸活动脊柱", "髋部拉伸：弓步下沉骨盆", "大腿后侧拉伸：坐姿体前屈", "小腿拉伸：扶墙后腿伸直"],
    previewImages: 6,
    age: 250,
  },
]

/** Learners who bought courses and wrote comments and questions (all certified). */
export const COURSE_LEARNERS: ReadonlyArray<{ readonly username: string; readonly nickName: string; readonly gender: "男" | "女" }> = [
  { username: "learner_xiaoman", nickName: "小满", gender: "女" },
  { username: "learner_ahui", nickName: "阿辉爱跑步", gender: "男" },
  { username: "learner_qingqing", nickName: "青青子衿", gender: "女" },
  { username: "learner_laozhang", nickName: "老张养生记", gender: "男" },
  { username: "learner_tangtang", nickName: "糖糖妈妈", gender: "女" },
  { username: "learner_muzi", nickName: "木子同学", gender: "女" },
]

export interface CommentSeed {
  readonly course: string
  /** Index into COURSE_LEARNERS, or a demo account's user name. */
  readonly by: number | string
  readonly grade: number
  readonly content: string
  readonly likes: number
  readonly reply?: string
  readonly media?: ReadonlyArray<{ readonly type: "image" | "video"; readonly url: string }>
  readonly daysAgo: number
}

const COMMENT_IMAGE = (n: number) => `/course/comments/comment-${n}.svg`
const COMMENT_VIDEO = "/course/comments/comment-clip.webm"

export const COURSE_COMMENTS: ReadonlyArray<CommentSeed> = [
  {
    course: "jingluo",
    by: 0,
    grade: 5,
    content: "李老师讲得特别细，每个穴位都会先讲怎么找，再示范按揉的力度。跟着练了两周，肩颈轻松了很多，晚上也睡得更踏实了。",
    likes: 36,
    reply: "感谢认可！按揉贵在坚持，每天十分钟就好，有问题欢迎在问答区留言。",
    media: [{ type: "image", url: COMMENT_IMAGE(1) }, { type: "image", url: COMMENT_IMAGE(2) }],
    daysAgo: 3,
  },
  {
    course: "jingluo",
    by: 3,
    grade: 5,
    content: "退休以后一直想系统学点养生知识，这门课节奏不快，适合我们老年人。十二经络的时辰讲解很有意思，已经推荐给老伴了。",
    likes: 18,
    daysAgo: 9,
  },
  {
    course: "jingluo",
    by: 1,
    grade: 4,
    content: "内容实用，视频画面清楚。美中不足的是第三章稍短，希望以后能增加一些针对运动后恢复的按揉方法，整体还是很值得学习的。",
    likes: 7,
    media: [{ type: "video", url: COMMENT_VIDEO }],
    daysAgo: 15,
  },
  {
    course: "jingluo",
    by: 5,
    grade: 3,
    content: "课程本身不错，但是有些穴位的位置我自己在身上还是找不太准，如果能多一些不同角度的特写镜头就更好了，期待老师更新。",
    likes: 2,
    reply: "谢谢建议！找穴位可以先用同身寸法大致定位，再按压寻找酸胀感最明显的地方。",
    daysAgo: 21,
  },
  {
    course: "jingluo",
    by: 2,
    grade: 2,
    content: "我以为会有更多关于体质辨识的内容，结果主要是按揉手法。适合完全零基础的人，有一定基础的话可能会觉得内容偏浅。",
    likes: 1,
    daysAgo: 30,
  },
  {
    course: "minganji",
    by: 2,
    grade: 5,
    content: "终于明白自己以前是过度清洁导致的泛红！按苏医生的建议换了温和洁面，停掉了刷酸，一个月后脸上的红血丝明显淡了。",
    likes: 52,
    media: [{ type: "image", url: COMMENT_IMAGE(3) }],
    daysAgo: 5,
  },
  {
    course: "minganji",
    by: "zhou_vip",
    grade: 5,
    content: "医生讲课就是靠谱，没有推销任何产品，而是教我们看成分、看配方。换季的时候按课程里的方法护理，今年没有再过敏了。",
    likes: 24,
    daysAgo: 12,
  },
  {
    course: "minganji",
    by: 4,
    grade: 4,
    content: "讲解很专业，防晒那一课对我帮助最大。唯一的建议是希望能加一节关于孕期和哺乳期敏感肌护理的内容，妈妈们很需要。",
    likes: 9,
    daysAgo: 26,
  },
  {
    course: "jianzhi",
    by: 1,
    grade: 5,
    content: "按照课程算了每日所需热量，三周瘦了三公斤多，关键是一点都不饿。外卖减脂那节太实用了，上班族必看，已经安利给同事们。",
    likes: 41,
    media: [{ type: "image", url: COMMENT_IMAGE(4) }, { type: "image", url: COMMENT_IMAGE(5) }, { type: "image", url: COMMENT_IMAGE(6) }],
    daysAgo: 2,
  },
  {
    course: "jianzhi",
    by: 5,
    grade: 4,
    content: "王老师的讲解很清楚，早餐搭配的公式特别好用。平台期那一课让我没有放弃，第四周体重又开始下降了，继续坚持中。",
    likes: 13,
    daysAgo: 11,
  },
  {
    course: "jianzhi",
    by: 0,
    grade: 1,
    content: "课程内容本身没问题，但我更想要的是带具体菜谱的视频，而这门课更偏原理讲解，和我的预期不太一样，所以给了低分。",
    likes: 0,
    reply: "感谢反馈！配套的《一周减脂食谱图文版》有每天的具体菜谱，可以搭配学习。",
    daysAgo: 19,
  },
  {
    course: "yujia",
    by: 4,
    grade: 5,
    content: "产后一直腰酸背痛，跟着林老师从呼吸开始练，动作温和不勉强。二十一天下来，腰背舒服多了，每天早上练一段心情也变好了。",
    likes: 29,
    daysAgo: 4,
  },
  {
    course: "yujia",
    by: 2,
    grade: 5,
    content: "完全零基础也能跟上，老师会提醒每个动作的注意事项，不用担心受伤。睡前放松序列是我的最爱，练完很快就能入睡。",
    likes: 16,
    daysAgo: 14,
  },
  {
    course: "shuimian",
    by: 3,
    grade: 4,
    content: "失眠好几年了，课程里说的睡前一小时不看手机、固定起床时间，坚持两周确实有效果。要是能配上助眠的音频练习就更好了。",
    likes: 11,
    daysAgo: 8,
  },
  {
    course: "shuimian",
    by: 5,
    grade: 5,
    content: "陈老师的声音很舒服，讲得也很有条理。最受用的是睡不着的时候不要硬躺这一点，以前越躺越焦虑，现在心态放松多了。",
    likes: 20,
    daysAgo: 17,
  },
  {
    course: "titai",
    by: 1,
    grade: 5,
    content: "做了体态自测才发现自己圆肩很严重。按四周计划练下来，拍照时肩膀明显打开了，同事都说我看起来精神了很多，推荐！",
    likes: 33,
    media: [{ type: "image", url: COMMENT_IMAGE(7) }],
    daysAgo: 6,
  },
  {
    course: "qingxu",
    by: 0,
    grade: 4,
    content: "情绪日记这个方法很好用，把焦虑写下来之后，发现很多担心其实没有必要。课程不长，但每一课都能学到一个具体可用的方法。",
    likes: 8,
    daysAgo: 10,
  },
  {
    course: "fushi",
    by: 4,
    grade: 5,
    content: "新手妈妈的救星！第一口辅食吃什么、过敏怎么观察都讲得很清楚。按月龄的安排表我打印出来贴在冰箱上，每天照着做。",
    likes: 27,
    daysAgo: 7,
  },
  {
    course: "kangshuai",
    by: 2,
    grade: 3,
    content: "内容比较全面，但理论部分偏多，对于只想知道怎么做的人来说稍显枯燥。医美项目的解读倒是很客观，帮我避开了一些坑。",
    likes: 4,
    daysAgo: 22,
  },
  {
    course: "yaocai",
    by: 3,
    grade: 5,
    content: "图做得很清楚，每种食材的性味和用法一目了然。陈皮煲汤去腻这个小技巧已经用上了，家里人都说汤更好喝了，值得收藏。",
    likes: 12,
    daysAgo: 13,
  },
  {
    course: "xuewei",
    by: 5,
    grade: 4,
    content: "图解标注很细，穴位位置一看就懂。每天早上洗完脸按五分钟，浮肿确实消得快一些，希望以后能出一个视频版方便跟练。",
    likes: 6,
    daysAgo: 18,
  },
]

export interface QuestionSeed {
  readonly course: string
  readonly by: number | string | null
  readonly title: string
  readonly content: string
  readonly daysAgo: number
  readonly answers: ReadonlyArray<{ readonly by: number | string; readonly content: string }>
}

export const COURSE_QUESTIONS: ReadonlyArray<QuestionSeed> = [
  {
    course: "jingluo",
    by: 2,
    title: "按揉穴位时需要多大的力度？",
    content: "跟着视频按揉肩井穴的时候有点酸痛，不知道这个力度是不是合适，会不会按得太重反而伤到肌肉，想请老师和同学们指点一下。",
    daysAgo: 2,
    answers: [
      {
        by: "yuexiang_service",
        content: "您好，按揉以局部有酸胀感、能够耐受为宜，不要追求明显的疼痛。每个穴位按揉一到两分钟即可，如果按后疼痛持续不缓解，建议暂停并咨询医生。",
      },
      { by: 3, content: "我刚开始也按得太重，第二天反而更酸。后来按老师说的，先轻后重、以酸胀为度，现在每天按完肩膀都很轻松，慢慢来就好。" },
    ],
  },
  {
    course: "jingluo",
    by: 0,
    title: "经期可以做经络按揉吗？",
    content: "最近在坚持每天的按揉练习，想问一下女生在经期的时候还能不能继续按，有没有哪些穴位是经期需要避开的，怕影响身体。",
    daysAgo: 6,
    answers: [
      {
        by: "yuexiang_service",
        content: "经期可以做轻柔的放松按揉，但合谷、三阴交等活血作用较强的穴位建议避开或减轻力度。如有经量过多或明显不适，请暂停练习并及时就医。",
      },
    ],
  },
  {
    course: "jingluo",
    by: 1,
    title: "每天什么时间练习效果最好？",
    content: "课程里提到了十二经络和时辰的关系，那日常保健的按揉有没有推荐的时间段？我一般只有晚上下班后才有空，不知道会不会影响睡眠。",
    daysAgo: 12,
    answers: [],
  },
  {
    course: "minganji",
    by: 4,
    title: "敏感肌可以用洗脸仪吗？",
    content: "之前买了一个硅胶洗脸仪，看完课程后有点担心会破坏皮肤屏障。敏感肌是不是完全不能用这类清洁工具，还是可以降低频率使用？",
    daysAgo: 4,
    answers: [
      {
        by: 2,
        content: "我是敏感肌，之前天天用洗脸仪，脸越来越红。后来按课程建议停用，只用手和温和洁面，一个多月皮肤稳定了很多，建议先停一段时间观察。",
      },
    ],
  },
  {
    course: "jianzhi",
    by: 5,
    title: "减脂期间晚上饿了怎么办？",
    content: "按照课程的计划吃晚饭，但是晚上十点多经常会饿，睡前吃东西又怕影响减脂效果，有没有推荐的低热量加餐可以选择呢？",
    daysAgo: 3,
    answers: [
      {
        by: 1,
        content: "我一般会喝一杯温牛奶或者吃一小盒无糖酸奶，热量不高又有饱腹感。也可以把晚饭的时间稍微往后挪一点，饥饿感会少很多。",
      },
      {
        by: "yuexiang_service",
        content: "您好，睡前饥饿可以选择一百千卡左右的加餐，比如一杯低脂牛奶、一个鸡蛋或少量坚果。同时检查晚餐的蛋白质和膳食纤维是否吃够了。",
      },
    ],
  },
  {
    course: "yujia",
    by: null,
    title: "膝盖不好可以练瑜伽吗？",
    content: "我膝盖以前受过伤，跪姿的体式做起来会不舒服，想知道零基础课程里有没有可以替代的动作，或者练习时需要注意些什么？",
    daysAgo: 9,
    answers: [
      {
        by: "yuexiang_service",
        content: "您好，跪姿体式可以在膝盖下垫折叠的毯子，或改为站姿和坐姿的替代动作。练习中如出现膝盖疼痛请立即停止，必要时先咨询康复医生。",
      },
    ],
  },
  {
    course: "shuimian",
    by: 3,
    title: "午睡会影响晚上的睡眠吗？",
    content: "我有午睡的习惯，一般会睡一个小时左右，但晚上入睡比较困难。想问问老师午睡时间多长比较合适，是不是应该取消午睡？",
    daysAgo: 5,
    answers: [],
  },
]
