import type { Endpoint } from "../../domain/core/endpoint.ts"
import type { EndpointName } from "../../domain/api/endpoints.ts"

/**
 * The browser loads the endpoint table one area at a time: a call loads the module of its area
 * (its schemas and what they import), not every area's. AREA_CALLS names the calls each area's
 * module declares; a call missing from it fails the type check below, and endpoint-areas.test.ts
 * checks every list against the module it names. The server and the tests keep the whole table
 * (domain/api/endpoints.ts).
 */
const loaders = {
  site: () => import("../../domain/shell/site-endpoints.ts").then((m) => m.siteEndpoints),
  session: () => import("../../domain/session/endpoints.ts").then((m) => m.sessionEndpoints),
  shell: () => import("../../domain/shell/endpoints.ts").then((m) => m.shellEndpoints),
  account: () => import("../../domain/wallet/account-endpoints.ts").then((m) => m.accountEndpoints),
  wallet: () => import("../../domain/wallet/endpoints.ts").then((m) => m.walletEndpoints),
  friends: () => import("../../domain/chat/friend-endpoints.ts").then((m) => m.friendsEndpoints),
  chat: () => import("../../domain/chat/endpoints.ts").then((m) => m.chatEndpoints),
  courses: () => import("../../domain/courses/endpoints.ts").then((m) => m.coursesEndpoints),
  makerCourses: () => import("../../domain/courses/maker-endpoints.ts").then((m) => m.makerCourseEndpoints),
  member: () => import("../../domain/member/endpoints.ts").then((m) => m.memberEndpoints),
  products: () => import("../../domain/mall/product-endpoints.ts").then((m) => m.productsEndpoints),
  news: () => import("../../domain/news/endpoints.ts").then((m) => m.newsEndpoints),
  mall: () => import("../../domain/mall/endpoints.ts").then((m) => m.mallEndpoints),
  orders: () => import("../../domain/orders/endpoints.ts").then((m) => m.ordersEndpoints),
  community: () => import("../../domain/community/endpoints.ts").then((m) => m.communityEndpoints),
  drugs: () => import("../../domain/drugs/endpoints.ts").then((m) => m.drugsEndpoints),
  notices: () => import("../../domain/notices/endpoints.ts").then((m) => m.noticesEndpoints),
  search: () => import("../../domain/search/endpoints.ts").then((m) => m.searchEndpoints),
  siteAdmin: () => import("../../domain/shell/site-admin-endpoints.ts").then((m) => m.siteAdminEndpoints),
  dictAdmin: () => import("../../domain/shell/dict-admin-endpoints.ts").then((m) => m.dictAdminEndpoints),
  admin: () => import("../../domain/admin/index.ts").then((m) => m.adminEndpoints),
  shopOpening: () => import("../../domain/mall/shop-opening-endpoints.ts").then((m) => m.shopOpeningEndpoints),
  merchant: () => import("../../domain/merchant/endpoints.ts").then((m) => m.merchantEndpoints),
  maker: () => import("../../domain/maker/endpoints.ts").then((m) => m.makerEndpoints),
} satisfies Record<string, () => Promise<Readonly<Record<string, Endpoint>>>>

export type EndpointArea = keyof typeof loaders

/** The module of each area, loaded once on the first call that needs it. */
export const loadArea = (area: EndpointArea): Promise<Readonly<Record<string, Endpoint>>> => loaders[area]()

export const ENDPOINT_AREAS = Object.keys(loaders) as ReadonlyArray<EndpointArea>

export const AREA_CALLS = {
  site: [
    "health", "systemConfig", "advert", "productCategoryTree", "dictDetailFree"
  ],
  session: [
    "authOptions", "publicKey", "captcha", "login", "authInfo", "frameToken", "logout", "qrCode", "qrStatus", "qrScan",
    "qrConfirm", "qrCancel", "infoCode", "register", "passwordReset", "wechatStart", "wechatLogin", "wechatBinding",
    "wechatCallback", "menusBuild", "devOutbox", "adminAccounts", "adminAccountEnabled"
  ],
  shell: [
    "clientConfig"
  ],
  account: [
    "accountGrade"
  ],
  wallet: [
    "accountCenter", "accountSecurity", "accountOrderTotal", "accountBill", "accountPoints", "gradeAll",
    "gradePrivilegeAll", "memberFeeAll", "payPasswordInfoCode", "payPasswordUpdate", "withdrawAccountBind",
    "accountExtract", "balanceExtract", "withdrawalDetail", "adminWithdrawals", "adminWithdrawalApprove",
    "adminWithdrawalReject", "rechargeCreate", "rechargeStatus", "sandboxPayment", "sandboxPaymentConfirm",
    "sandboxPaymentFail", "vipOrderCreate", "vipOrderBalancePay", "vipOrderStatus", "shopFeeOrderCreate",
    "shopFeeOrderBalancePay", "shopFeeOrderStatus"
  ],
  friends: [
    "friendsList", "friendsFind", "friendsInitiate", "friendsAdd", "friendsDelete", "friendsSend", "friendRequests",
    "friendRequestAccept", "friendRequestDecline", "userCard", "friendsInfo"
  ],
  chat: [
    "chatConversations", "chatPeer", "chatHistory", "chatRead", "quickReplies", "quickReplyCreate", "quickReplyUpdate",
    "quickReplyDelete", "notices", "noticesRead"
  ],
  courses: [
    "makerCourseOrders", "courseCategoryTree", "courseList", "courseDetail", "homeCourses", "videoCourseLikeList",
    "teacherList", "teacherHome", "coursePlayInfo", "courseMedia", "courseProgressReport", "coursePlan",
    "courseOrderCreate", "courseOrderDetail", "courseOrderBalancePay", "commentMyStatistics", "commentStatistics",
    "commentOrderStatus", "commentList", "commentCreate", "commentMy", "commentLike", "commentCancelLike", "questionList",
    "questionAnswerList", "questionCreate", "questionAnswerCreate", "questionMy"
  ],
  makerCourses: [
    "makerCourseTeachers", "makerCourseTeacherSave", "makerCourses", "makerCourseOptions", "makerCourse", "makerCourseSave",
    "makerCourseComments", "makerCourseCommentReply", "makerCourseQuestions", "makerCourseOff", "makerCourseSubmit",
    "adminCourses", "adminCourseApprove", "adminCourseReject"
  ],
  member: [
    "memberProfile", "userCenterUpdate", "accountUserInfo", "memberCenterStats", "phoneChangeCode", "phoneChange",
    "emailChangeCode", "emailChange", "passwordChange", "realNameInfo", "realNameSubmit", "adminRealNames",
    "adminRealNameApprove", "adminRealNameReject", "devMailOutbox", "addressCreate", "addressUpdate", "addressDelete",
    "addressAll", "addressDefault", "uploadFile", "uploadDelete", "uploadSessionBegin", "uploadSessionChunk",
    "uploadSessionGet", "uploadSessionFinish", "uploadSessionCancel", "signInInfo", "signIn", "prizeDraw", "prizeAll",
    "prizeSurplus", "prizeRecords", "prizeRecordTop", "prizeRecordClaim", "pointsGifts", "pointsGift", "giftExchange",
    "giftOrders", "giftOrder", "collectionList", "collectionAdd", "collectionRemove", "collectionStatus", "extensionInfo",
    "feedbackSubmit", "feedbackMine", "invoiceTitles", "invoiceTitleSave", "invoiceTitleDelete", "invoiceOrders",
    "invoiceRequest", "cancelAccountCheck", "cancelAccount", "shopApplyStatus", "shopCancel", "footprintList",
    "footprintRecord", "footprintRemove", "footprintClear"
  ],
  products: [
    "productList", "productDetail", "productSkus", "homeProducts"
  ],
  news: [
    "newsList", "newsDetail", "newsMy", "newsMyItem", "newsCreate", "newsUpdate", "newsDelete", "adminNewsList",
    "adminNewsApprove", "adminNewsReject"
  ],
  mall: [
    "shopPage", "shopFollow", "cartList", "cartPreview", "cartAdd", "cartUpdate", "cartCheck", "cartRemove",
    "cartClear", "cartMerge", "checkoutPreview", "orderCreate", "orderPay", "orderList", "orderDetail", "orderCancel",
    "orderReceive", "orderDelete", "orderBuyAgain", "orderTracking", "shopOrderList", "shopOrderShip", "couponList",
    "couponClaim", "couponMy", "orderAfterSale", "returnApply", "returnMy", "returnDetail", "returnSend", "shopReturnList",
    "shopReturnDetail", "shopReturnAccept", "shopReturnReject", "shopReturnReceive", "reviewStatistics", "reviewList",
    "reviewCreate", "reviewPending", "reviewMy", "reviewLike", "shopReviewList", "shopReviewReply", "productQuestionList",
    "productQuestionCreate", "productAnswerList", "productAnswerCreate", "shopQuestionList"
  ],
  orders: [
    "unpaidOrders", "unpaidOrderCancel"
  ],
  community: [
    "makerArticleStats", "scienceList", "scienceDetail", "scienceComments", "scienceComment", "scienceLike", "scienceMy",
    "scienceMyItem", "scienceCreate", "scienceUpdate", "scienceDelete", "adminScienceList", "adminScienceApprove",
    "adminScienceReject", "forumBoards", "forumTopics", "forumTopic", "forumTopicCreate", "forumTopicUpdate",
    "forumTopicDelete", "forumTopicLike", "forumTopicModerate", "forumReplies", "forumReplyCreate", "forumReplyDelete",
    "forumReplyLike", "forumReport", "forumMyTopics", "forumMyReplies", "adminForumReports", "adminForumReportHide",
    "adminForumReportDismiss"
  ],
  drugs: [
    "drugList", "drugDetail"
  ],
  notices: [
    "announcementList", "announcementDetail", "adminAnnouncementGet", "adminAnnouncementCreate", "adminAnnouncementUpdate",
    "adminAnnouncementDelete", "centreNoticeList", "centreNoticeDetail", "adminCentreNoticeList", "adminCentreNoticeCreate",
    "adminCentreNoticeUpdate", "adminCentreNoticeDelete", "activityList", "activityDetail", "adminActivityCreate",
    "adminActivityUpdate", "adminActivityDelete"
  ],
  search: [
    "siteSearch"
  ],
  siteAdmin: [
    "adminSiteConfig", "adminSiteConfigSave", "adminSiteChannelsSave", "adminSiteBannersSave", "adminSiteLinkCreate",
    "adminSiteLinkUpdate", "adminSiteLinkDelete", "adminAdverts", "adminAdvert", "adminAdvertSave"
  ],
  dictAdmin: [
    "adminDicts", "adminDictEntries", "adminDictEntryCreate", "adminDictEntryUpdate", "adminDictEntryDelete"
  ],
  admin: [
    "adminReviewQueues", "adminAudit", "adminMemberDetail", "adminMemberPasswordReset", "adminMemberPointsAdjust",
    "adminMoneyOrders", "adminMoneyExport", "adminMoneyRefunds", "adminMoneyDaily", "adminRoleAccounts", "adminRoleGrant"
  ],
  shopOpening: [
    "myShopApplication", "shopApplicationSubmit", "shopInfo", "shopInfoUpdate", "adminShopApplications",
    "adminShopApplicationApprove", "adminShopApplicationReject", "brandAuthLookup", "adminBrandAuths",
    "adminBrandAuthShops", "adminBrandAuthCreate", "adminBrandAuthUpdate", "adminBrandAuthRevoke"
  ],
  merchant: [
    "makerSalesStats", "makerBrandList", "makerBrandCreate", "makerBrandUpdate", "makerBrandDelete", "makerAttrList",
    "makerAttrCreate", "makerAttrUpdate", "makerAttrDelete", "makerAttrGroupList", "makerAttrGroupCreate",
    "makerAttrGroupUpdate", "makerAttrGroupDelete", "makerAttrGroupCandidates", "makerAttrGroupLink", "makerCategorySpecs",
    "makerProductList", "makerProductPublish", "makerProductShelf", "makerProductMonitor", "makerProductPreview",
    "makerProductBaseValues", "makerProductBaseValuesSave", "makerSkuList", "makerFreightList", "makerFreightCreate",
    "makerFreightUpdate", "makerFreightDelete", "makerProductFreightSave", "makerWarehouseList", "makerWarehouseCreate",
    "makerWarehouseUpdate", "makerWareSkuList", "makerWareStockAdjust", "makerWareStockHistory", "makerPurchaseItemList",
    "makerPurchaseItemCreate", "makerPurchaseItemDelete", "makerPurchaseList", "makerPurchaseMerge", "makerPurchaseAssign",
    "makerPurchaseReceive", "makerPurchaseFinish", "adminProductReviewList", "adminProductApprove", "adminProductReject"
  ],
  maker: [
    "microFeed", "microSearch", "microVideo", "microView", "microLike", "microComments", "microComment", "microFollow",
    "microMaker", "microMakerVideos", "makerJoinStatus", "makerApply", "makerDepositPay", "makerLeave", "makerWorks",
    "makerWorkCreate", "makerWorkVisibility", "makerWorkDelete", "makerVideoStats", "makerComments",
    "makerCommentVisibility", "adminMakerApplications", "adminMakerApprove", "adminMakerReject", "adminMicroWorks",
    "adminMicroWorkApprove", "adminMicroWorkReject"
  ],
} as const satisfies Record<EndpointArea, ReadonlyArray<EndpointName>>

/** A call the lists above leave out fails the type check here, naming it. */
type Unlisted = Exclude<EndpointName, (typeof AREA_CALLS)[EndpointArea][number]>
const everyCallListed: [Unlisted] extends [never] ? true : Unlisted = true
void everyCallListed

/** The area of each call. */
export const ENDPOINT_AREA: ReadonlyMap<string, EndpointArea> = new Map(
  ENDPOINT_AREAS.flatMap((area) => AREA_CALLS[area].map((name) => [name, area] as const)),
)
