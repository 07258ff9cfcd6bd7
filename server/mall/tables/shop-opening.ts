import { sql } from "drizzle-orm"
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"
import { shops } from "../tables.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/**
 * 开店申请 (domain/mall/shop-opening.ts): one per member, applied again after a rejection.
 * Approval opens the mall's shop (shops.id is the member's account id).
 */
export const shopApplications = pgTable(
  "shop_applications",
  {
    id: serial("id").primaryKey(),
    userId: referenceTo("user_id", () => users.id, { onDelete: "cascade" }),
    shopName: text("shop_name").notNull(),
    /** individual (个体工商户) or company (企业). */
    subject: text("subject").notNull(),
    category: text("category").notNull(),
    companyName: text("company_name").notNull(),
    creditCode: text("credit_code").notNull(),
    legalPerson: text("legal_person").notNull(),
    contactPhone: text("contact_phone").notNull(),
    address: text("address").notNull(),
    licencePicture: text("licence_picture").notNull(),
    description: text("description").notNull().default(""),
    /** pending, approved or rejected. */
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason").notNull().default(""),
    reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("shop_applications_user").on(t.userId),
    index("shop_applications_status").on(t.status, t.appliedAt),
    check("shop_applications_status_values", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("shop_applications_subject_values", sql`${t.subject} in ('individual', 'company')`),
  ],
)

/** What the owner keeps at /shop/maintaininfo beyond the mall's shop row: the service phone. */
export const shopProfiles = pgTable("shop_profiles", {
  shopId: integer("shop_id")
    .primaryKey()
    .references(() => shops.id),
  servicePhone: text("service_phone").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
})

/**
 * 品牌授权 (domain/mall/brand-authorisation.ts): a shop's right to sell a brand, proved by a
 * certificate with its code, the authoriser, the scope, the validity dates and its picture.
 * `brand` is the brand's name as products carry it (products.brand).
 */
export const brandAuthorisations = pgTable(
  "brand_authorisations",
  {
    id: serial("id").primaryKey(),
    shopId: referenceTo("shop_id", () => shops.id),
    brand: text("brand").notNull(),
    certificateCode: text("certificate_code").notNull(),
    authoriser: text("authoriser").notNull(),
    scope: text("scope").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    picture: text("picture").notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("brand_authorisations_code").on(t.certificateCode),
    index("brand_authorisations_brand").on(t.brand),
    index("brand_authorisations_shop").on(t.shopId),
    check("brand_authorisations_dates", sql`${t.validUntil} >= ${t.validFrom}`),
  ],
)
