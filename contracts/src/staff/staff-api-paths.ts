/**
 * Every path the staff API serves, relative to API_BASE_URL ('/api') like API_PATHS, in Fastify's `:name`
 * syntax (fill them with buildApiPath from `contracts`). Each is in the OpenAPI document under tag `staff`.
 * Photos (`/staff/products/:id/photos…`) belong to the photo pipeline and are listed by it.
 */
export const STAFF_API_PATHS = {
  /** POST StaffLoginRequest → StaffSessionResponse (sets the `vesna_staff` cookie); GET → StaffSessionResponse | 401; DELETE ends it */
  session: '/staff/session',
  /** GET → StaffSetupInfo | 410 (unknown, used or expired link) */
  setup: '/staff/setup/:token',
  /** POST StaffSetupPasswordRequest → StaffTotpEnrolment */
  setupPassword: '/staff/setup/:token/password',
  /** POST TotpCodeRequest → StaffRecoveryCodes; the account is active afterwards */
  setupTotp: '/staff/setup/:token/totp',
  /** GET → StaffMembersResponse; POST InviteRequest → StaffMemberListItem (mails the setup link) */
  members: '/staff/members',
  /** DELETE: deactivates the member (ends their sessions and tokens); never deletes */
  member: '/staff/members/:id',
  /** GET → StaffTokensResponse (the session's own tokens); POST StaffTokenRequest → StaffTokenCreated (shown once) */
  tokens: '/staff/tokens',
  /** DELETE: revokes one of the session's tokens */
  token: '/staff/tokens/:id',
  /** GET ?staff&entity&action&from&to&cursor → AuditPage */
  audit: '/staff/audit',
  /** GET StaffProductListQuery → StaffProductList; POST ProductEditorInput → StaffProduct (a draft) */
  products: '/staff/products',
  /** GET → StaffProduct; PUT ProductEditorInput & {version} → StaffProduct | 409 ProductVersionConflict */
  product: '/staff/products/:id',
  /** POST BulkActionRequest → BulkActionResult */
  productsBulk: '/staff/products/bulk',
  /** POST StockChangeRequest → StockLevel | 409 (below what unpaid orders hold) */
  productStock: '/staff/products/:id/stock',
  /** GET ?color&size → StockHistory */
  productStockHistory: '/staff/products/:id/stock-history',
  /** GET → { items }; POST multipart (color, alt, file) → 201 photo (modules/photos) */
  productPhotos: '/staff/products/:id/photos',
  /** PUT { color, photoIds } → { items } */
  productPhotosOrder: '/staff/products/:id/photos/order',
  /** PUT JSON { alt } or multipart (file, optional alt) → photo; DELETE → 204 */
  productPhoto: '/staff/products/:id/photos/:photoId',
  /** GET → text/csv of every product (cells neutralised against spreadsheet formulas) */
  catalogueCsv: '/staff/catalogue.csv',
  /** POST ?apply=0|1, body text/csv → CsvImportResult (apply=1 is all or nothing) */
  catalogueImport: '/staff/catalogue/import',
  /** GET StaffCustomerListQuery → StaffCustomerList (search by name or e-mail, newest first) */
  customers: '/staff/customers',
  /** GET → StaffCustomerDetail; DELETE → StaffCustomerDeleted (her paid orders stay, without her name and addresses) */
  customer: '/staff/customers/:id',
  /** GET → everything held about her, as a JSON attachment (a data-access request; audited) */
  customerExport: '/staff/customers/:id/export',
  /** GET → StaffDashboard: the home page's figures */
  dashboard: '/staff/dashboard',
  /** GET StaffOrderListQuery → StaffOrderList (keyset pages) */
  orders: '/staff/orders',
  /** GET → StaffOrder */
  order: '/staff/orders/:id',
  /** POST ShipLinesInput → StaffOrder (409 a line already shipped) */
  orderShipments: '/staff/orders/:id/shipments',
  /** POST → StaffOrder: every line shipped → delivered */
  orderDelivery: '/staff/orders/:id/delivery',
  /** POST → StaffOrder: before any line shipped, refunded in full, stock back */
  orderCancellation: '/staff/orders/:id/cancellation',
  /** POST PartialRefundInput with Idempotency-Key → StaffOrder (502 when the processor failed: nothing refunded) */
  orderRefunds: '/staff/orders/:id/refunds',
  /** GET → StaffReturnQueue */
  returns: '/staff/returns',
  /** POST → StaffOrder: stock back; a return is refunded, an exchange waits for its replacement's parcel */
  returnReceipt: '/staff/returns/:id/receipt',
  /** POST {carrier, trackingNumber} → StaffOrder: an exchange's replacement is on its way */
  returnReplacement: '/staff/returns/:id/replacement',
  /** GET → StaffDiscountCodeList; POST DiscountCodeInput → 201 StaffDiscountCode */
  discountCodes: '/staff/discount-codes',
  /** GET → StaffDiscountCode; PUT DiscountCodeInput → StaffDiscountCode */
  discountCode: '/staff/discount-codes/:id',
  /** POST → StaffDiscountCode, no longer usable (never deleted: orders name it) */
  discountCodeDeactivate: '/staff/discount-codes/:id/deactivate',
  /** POST {argv} with Authorization: Bearer <staff token> → {code, out, err}: `npm run shop` through this API */
  command: '/staff/command',
} as const;

export type StaffApiPath = (typeof STAFF_API_PATHS)[keyof typeof STAFF_API_PATHS];

/** The staff session cookie: httpOnly, SameSite=Strict, Path=/api/staff. */
export const STAFF_COOKIE_NAME = 'vesna_staff';

/** The page the one-time setup link opens: `${PUBLIC_ORIGIN}${STAFF_SETUP_PAGE}?token=…`. */
export const STAFF_SETUP_PAGE = '/staff/setup';
