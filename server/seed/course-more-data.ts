import type { CommentSeed, QuestionSeed } from "./course-data.ts"

/**
 * More of what learners of the most popular course (经络养生入门) wrote over a few months, so
 * that its comment list (15 a page) and its Q&A list (15 a page) page, and one question's
 * replies page too (5 at a time). Learners from index 6 are the ones added here.
 */
export const MORE_LEARNERS: ReadonlyArray<{ readonly username: string; readonly nickName: string; readonly gender: "男" | "女" }> = [
  { username: "learner_xiaowen", nickName: "小文爱养生", gender: "女" },
  { username: "learner_dapeng", nickName: "大鹏", gender: "男" },
  { username: "learner_yueyue", nickName: "悦悦", gender: "女" },
  { username: "learner_laoli", nickName: "老李头", gender: "男" },
  { username: "learner_sisi", nickName: "思思", gender: "女" },
  { username: "learner_ajie", nickName: "阿杰", gender: "男" },
  { username: "learner_nannan", nickName: "楠楠", gender: "女" },
  { username: "learner_chenge", nickName: "陈哥健身", gender: "男" },
  { username: "learner_xiaoyu2", nickName: "鱼儿", gender: "女" },
  { username: "learner_wangjie", nickName: "王姐", gender: "女" },
]

const SAID: ReadonlyArray<readonly [by: number, grade: number, content: string, likes: number]> = [
  [4, 5, "带娃腰酸背痛，跟着第二章按了半个月，腰舒服多了，讲解也很耐心。", 12],
  [6, 5, "每节课都不长，通勤路上就能看完一节，晚上回家照着练。", 9],
  [7, 4, "干货很多，穴位定位讲得清楚，希望以后出一门进阶课。", 6],
  [8, 5, "以前总觉得经络很玄，老师讲得通俗易懂，终于入门了。", 15],
  [9, 5, "给老伴按肩颈，她说比去按摩店还舒服，哈哈。", 21],
  [10, 3, "内容不错，不过有几个穴位的示范角度看不太清楚，建议多拍几个角度。", 3],
  [11, 4, "久坐办公室的福音，腰酸那一课特别实用。", 8],
  [12, 5, "课程配的要点总结很好，截图存下来每天对照着做。", 5],
  [13, 4, "健身后用来放松也很好，按完小腿第二天没那么酸了。", 4],
  [14, 5, "讲得细致，适合零基础，已经推荐给同事了。", 7],
  [15, 5, "睡前足部按揉那一课太好了，最近入睡快了不少。", 11],
]

export const MORE_COURSE_COMMENTS: ReadonlyArray<CommentSeed> = SAID.map(([by, grade, content, likes], i) => ({
  course: "jingluo",
  by,
  grade,
  content,
  likes,
  daysAgo: 20 + i * 5,
}))
const ASKED: ReadonlyArray<readonly [by: number, title: string, content: string, answer: string]> = [
  [0, "每天什么时间按揉效果最好？", "上班族只有早上和晚上有空，想知道早上起床后按和睡前按哪个更合适，需不需要固定时间。", "早晚都可以，关键是每天坚持。早上以提神的穴位为主，睡前以放松的穴位为主，饭后一小时内不建议按腹部。"],
  [1, "按完穴位皮肤发红正常吗？", "按揉后局部皮肤会发红一会儿，大概十分钟后消退，想确认一下这是不是正常现象。", "按揉后短时间发红、十分钟左右消退是正常的。如果出现淤青或持续疼痛，说明力度过大，下次减轻一些。"],
  [2, "高血压人群可以按揉吗？", "家里老人有高血压，一直在吃药控制，想让他跟着课程一起练，不知道有没有需要注意的地方。", "血压控制平稳时可以做轻柔的按揉，避免用力过猛和憋气；头颈部穴位要轻，若有头晕不适请立即停止并咨询医生。"],
  [3, "需要配合精油或按摩膏吗？", "看到有人按揉时会涂按摩油，想问问课程里的方法需不需要，还是干按就可以。", "课程里的方法干按即可。皮肤干燥或面积较大时可以用少量润肤乳减少摩擦，不必特意买精油。"],
  [4, "孕期可以跟着练吗？", "刚怀孕两个月，之前一直在跟着练肩颈按揉，想知道孕期还能不能继续。", "孕期请先暂停，合谷、三阴交、肩井等穴位孕期禁用或慎用。产后恢复期可在医生同意后再开始。"],
  [5, "找不准穴位怎么办？", "看了第三课还是不太确定自己找的位置对不对，有没有更简单的判断方法。", "按下去有明显酸、胀、麻的感觉，通常就在穴位附近。穴位是一小片区域，不必追求毫米级的精准。"],
  [0, "手机上看不到穴位图的细节", "用手机看课程时穴位图有点小，能不能放大看或者下载下来？", "课程页的图片可以点击放大；视频可以切换到720P清晰度，在横屏下看得更清楚。"],
  [1, "按揉多久能感觉到变化？", "坚持了一周，肩膀好像轻松了一点，想知道一般要练多久才会有比较明显的改善。", "多数同学坚持两到四周会有明显感受。按揉是日常保健，不能代替治疗，如有持续疼痛请就医检查。"],
  [2, "老年人力度怎么掌握？", "想给七十多岁的妈妈按，她皮肤比较薄，怕按伤了。", "老年人以轻揉为主，用指腹画圈，力度以她觉得舒服为准，每个穴位一分钟左右，骨质疏松者避免重压。"],
  [3, "饭后可以马上按吗？", "晚饭后比较有空，但担心刚吃完饭就按揉会不会影响消化。", "饭后一小时内不建议按揉腹部和背部，四肢和头颈部的轻柔按揉影响不大。"],
  [4, "工具按摩棒和手按有区别吗？", "网上有卖穴位按摩棒，想问问用工具和用手按效果一样吗。", "工具可以省力，但不容易感受力度，初学者建议先用手按熟悉穴位和力度，再考虑辅助工具。"],
  [5, "可以给孩子按吗？", "孩子上小学，经常说眼睛累，可以给他按眼周的穴位吗？", "可以做非常轻柔的眼周按揉，时间要短；更重要的是控制用眼时间、多到户外活动。视力下降请到医院检查。"],
  [0, "颈椎病能靠按揉治好吗？", "医院诊断有轻度颈椎病，想问问课程里的方法能不能代替理疗。", "按揉可以缓解肌肉紧张，但不能代替医院的诊断和治疗。请遵医嘱治疗，在医生允许下把按揉作为日常保健。"],
]

/** A question many learners answered: its replies page (5 at a time). */
const POPULAR: QuestionSeed = {
  course: "jingluo",
  by: 1,
  title: "大家每天的按揉流程是怎样安排的？",
  content: "学完课程想给自己定一个固定的流程，想看看同学们都是怎么安排时间和顺序的，互相参考一下。",
  daysAgo: 30,
  answers: [
    { by: 0, content: "我是早上起床后先按头部和肩颈五分钟，晚上泡脚后按足底和小腿，一共十分钟左右。" },
    { by: 2, content: "午休的时候按一下合谷和内关，下午开会就不那么困了。" },
    { by: 3, content: "我跟着第七课的每日十分钟流程做，打印出来贴在床头，照着做不会忘。" },
    { by: 4, content: "带娃没有整块时间，就利用哄睡后的十分钟，主要按肩颈和腰部。" },
    { by: 5, content: "我每周一三五按上半身，二四六按下半身，周日休息，坚持了一个月感觉不错。" },
    { by: "zhou_vip", content: "推荐睡前配合深呼吸，每按一个穴位做三次深呼吸，放松效果更好。" },
    { by: "yuexiang_service", content: "感谢大家的分享！建议固定时间、从轻到重、以舒适为度，有不适及时停止。" },
  ],
}

export const MORE_COURSE_QUESTIONS: ReadonlyArray<QuestionSeed> = [
  POPULAR,
  ...ASKED.map(([by, title, content, answer], i) => ({
    course: "jingluo",
    by,
    title,
    content,
    daysAgo: 9 + i * 4,
    answers: [{ by: "yuexiang_service", content: answer }],
  })),
]
