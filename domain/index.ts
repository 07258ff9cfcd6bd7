/**
 * The public face of the domain layer: pure rules and data of the portal. Import from here;
 * the region tree data itself is loaded with `loadRegionTree()` (or, on the server, from
 * ./region/region-data.ts).
 */
export * from "./constants.ts"
export * from "./messages.ts"

// Validation
export * from "./validation/text.ts"
export * from "./validation/form-errors.ts"
export * from "./validation/id-card.ts"
export * from "./validation/rules.ts"
export * from "./validation/address-form.ts"
export * from "./validation/comment-form.ts"
export * from "./validation/question-form.ts"
export * from "./validation/quick-reply-form.ts"
export * from "./validation/pay-password-form.ts"
export * from "./validation/login-password.ts"
export * from "./validation/upload-rules.ts"

// Formatting
export * from "./money.ts"
export * from "./count-format.ts"
export * from "./time-ago.ts"
export * from "./masking.ts"
export * from "./date-range.ts"
export * from "./preview.ts"

// Lists and history
export * from "./search-history.ts"
export * from "./paging.ts"

// Routes
export * from "./routes/query-string.ts"
export * from "./routes/route.ts"
export * from "./routes/route-table.ts"
export * from "./routes/main-menu.ts"
export * from "./routes/guard.ts"
export { MAKER_CENTRE_CHILDREN, MAKER_CENTRE_PATH } from "./routes/maker-routes.ts"
export { USER_CENTRE_PATH } from "./routes/main-routes.ts"

// Roles and display rules
export * from "./roles.ts"
export * from "./member-display.ts"
export * from "./friend-relation.ts"
export * from "./sign-in.ts"
export * from "./rating.ts"
export * from "./like.ts"
export * from "./notification.ts"
export * from "./real-name.ts"
export * from "./address.ts"
export * from "./category-filter.ts"

// Regions and couriers
export * from "./region/region-ids.ts"
export * from "./region/region-tree.ts"
export * from "./region/load-region-tree.ts"
export * from "./logistics/couriers.ts"

// Entity schemas
export * from "./entities/common.ts"
export * from "./entities/user.ts"
export * from "./entities/sign-in.ts"
export * from "./entities/chat.ts"
export * from "./entities/search-history.ts"
export * from "./entities/notification.ts"
export * from "./entities/region.ts"
export * from "./entities/address.ts"
export * from "./entities/comment.ts"
export * from "./entities/question.ts"
export * from "./entities/category.ts"
export * from "./entities/media.ts"
export * from "./entities/dictionary.ts"
export * from "./entities/payment.ts"
export * from "./entities/advert.ts"

export * from "./site-config.ts"
