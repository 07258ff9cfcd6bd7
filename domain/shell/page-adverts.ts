/**
 * Advert keys of the shell's own views that show stored html besides the shared content view
 * (whose keys are the route table's `advertId`): the shop-account cancellation agreement, the
 * system notices and the jobs page.
 */
export const PAGE_ADVERT_KEYS = {
  cancelShopAgreement: "cancel_shop_account_agreement",
  systemNotice: "system_notice",
  jobs: "job",
} as const
