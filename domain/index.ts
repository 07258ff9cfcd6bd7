/**
 * The public face of the domain layer: pure rules and data of the portal. Import from here;
 * the region tree data itself is loaded with `loadRegionTree()` (or, on the server, from
 * ./region/region-data.ts).
 */
export * from "./core/constants.ts"
export * from "./core/messages.ts"

// Validation
export * from "./core/validation/text.ts"
export * from "./core/validation/form-errors.ts"
export * from "./core/validation/id-card.ts"
export * from "./core/validation/rules.ts"
export * from "./member/address-form.ts"
export * from "./courses/comment-form.ts"
export * from "./courses/question-form.ts"
export * from "./chat/quick-reply-form.ts"
export * from "./wallet/pay-password-form.ts"
export * from "./session/login-password.ts"
export * from "./core/validation/upload-rules.ts"

// Formatting
export * from "./core/money.ts"
export * from "./core/count-format.ts"
export * from "./core/time-ago.ts"
export * from "./core/masking.ts"
export * from "./core/date-range.ts"
export * from "./courses/preview.ts"

// Lists and history
export * from "./shell/search-history.ts"
export * from "./core/paging.ts"

// Routes
export * from "./shell/routes/query-string.ts"
export * from "./shell/routes/route.ts"
export * from "./shell/routes/route-table.ts"
export * from "./shell/routes/main-menu.ts"
export * from "./shell/routes/guard.ts"
export { MAKER_CENTRE_CHILDREN, MAKER_CENTRE_PATH } from "./shell/routes/maker-routes.ts"
export { USER_CENTRE_PATH } from "./shell/routes/main-routes.ts"

// Roles and display rules
export * from "./session/roles.ts"
export * from "./member/member-display.ts"
export * from "./chat/friend-relation.ts"
export * from "./member/sign-in.ts"
export * from "./core/rating.ts"
export * from "./core/like.ts"
export * from "./core/notification.ts"
export * from "./member/real-name.ts"
export * from "./member/address.ts"
export * from "./core/category-filter.ts"

// Regions and couriers
export * from "./region/region-ids.ts"
export * from "./region/region-tree.ts"
export * from "./region/load-region-tree.ts"
export * from "./mall/logistics/couriers.ts"

// Entity schemas
export * from "./core/entities/common.ts"
export * from "./session/entities/user.ts"
export * from "./member/entities/sign-in.ts"
export * from "./chat/entities/chat.ts"
export * from "./shell/entities/search-history.ts"
export * from "./member/entities/notification.ts"
export * from "./region/entities/region.ts"
export * from "./member/entities/address.ts"
export * from "./courses/entities/comment.ts"
export * from "./courses/entities/question.ts"
export * from "./core/entities/category.ts"
export * from "./courses/entities/media.ts"
export * from "./shell/entities/dictionary.ts"
export * from "./wallet/entities/payment.ts"
export * from "./shell/entities/advert.ts"

export * from "./shell/site-config.ts"
