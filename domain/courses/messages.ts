/** Messages of the course area the spec does not give (ours; see docs/decisions.md). */
export const COURSE_MESSAGES = {
  courseNotFound: "课程不存在或已下架",
  lessonNotFound: "课时不存在",
  teacherNotFound: "讲师不存在",
  orderNotFound: "订单不存在",
  alreadyPurchased: "您已购买该课程，无需重复购买",
  freeToLearn: "该课程可免费学习，无需购买",
  orderPaid: "订单已支付",
  orderClosed: "订单已关闭，请重新下单",
  alreadyCommented: "您已评价过该课程",
  commentNotFound: "评价不存在",
  questionNotFound: "问题不存在",
  mediaExpired: "视频地址已过期，请刷新页面",
  mediaDenied: "无权访问该视频",
  tooManyMedia: "最多上传9张图片和1个视频",
  badMedia: "图片或视频地址不正确",
  buyToWatch: "购买课程后即可观看完整视频",
  previewEnded: "试看已结束，购买课程后可继续观看",
  lockedLesson: "该课时需购买课程后观看",
  paySuccess: "支付成功",
  orderCreated: "订单已提交，请尽快完成支付",
} as const

/** Texts of the player's layers and prompts. */
export const PLAYER_TEXT = {
  manualPlay: "点击播放",
  adSkip: "关闭广告",
  adCountdown: (seconds: number) => `广告 ${seconds} 秒`,
  replay: "重新试看",
  buy: "立即购买",
  switching: "正在切换清晰度…",
  resumePrompt: (clock: string) => `上次观看到 ${clock}，是否继续观看？`,
  resumeJump: "继续观看",
  idlePrompt: "您已经观看了很久，休息一下眼睛吧。是否继续观看？",
  idleContinue: "继续观看",
  quality: "清晰度",
  loadFailed: "视频加载失败，请刷新重试",
} as const
