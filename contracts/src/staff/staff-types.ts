import type { Category, Color, Fabric, Size } from '../types/catalog';
import type { StaffRole } from './staff-roles';

// Request and response bodies of the staff API (STAFF_API_PATHS). Errors answer `{error, fields?}` like
// every other route (ApiError in `contracts`).

/** The member behind a staff session (`request.staff` on the server). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffSessionResponse {
  staff: StaffMember;
}

/** GET /staff/setup/:token */
export interface StaffSetupInfo {
  email: string;
  role: StaffRole;
}

/** POST /staff/setup/:token/password: the authenticator's secret, shown once. */
export interface StaffTotpEnrolment {
  totp: {
    /** Base32, for typing into an authenticator by hand. */
    secret: string;
    /** otpauth://totp/Vesna:<email>?secret=…&issuer=Vesna */
    otpauthUrl: string;
    /** The same URL as a QR code, an SVG document (no script). */
    qrSvg: string;
  };
}

/** POST /staff/setup/:token/totp: ten single-use codes, shown once. */
export interface StaffRecoveryCodes {
  recoveryCodes: string[];
}

export type StaffMemberStatus = 'invited' | 'active' | 'deactivated';

export interface StaffMemberListItem extends StaffMember {
  status: StaffMemberStatus;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface StaffMembersResponse {
  items: StaffMemberListItem[];
}

/** A staff API token (for `npm run shop` through the API); the secret is shown only when created. */
export interface StaffTokenListItem {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface StaffTokensResponse {
  items: StaffTokenListItem[];
}

export interface StaffTokenCreated extends StaffTokenListItem {
  /** `vst_…`: sent as `Authorization: Bearer <token>`; stored hashed, never shown again. */
  token: string;
}

export interface AuditEntry {
  id: number;
  /** ISO time */
  at: string;
  /** Who did it, as named when it happened (the console that set up the first owner has no member). */
  actor: string;
  staff: { id: number; name: string; email: string } | null;
  /** e.g. product.create, product.update, product.publish, stock.set, staff.invite, command.run */
  action: string;
  /** e.g. product, stock, staff, staff_token, command */
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  items: AuditEntry[];
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

export type ProductStatus = 'draft' | 'published' | 'archived';

export interface StaffSizeStock {
  size: Size;
  quantity: number;
  /** Held by unpaid (pending) orders: stock cannot be set below it. */
  held: number;
}

export interface StaffProductColor {
  color: Color;
  image: string[];
  sizes: StaffSizeStock[];
}

/** GET /staff/products/:id and the answer of every save. */
export interface StaffProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  category: Category;
  fabric: Fabric;
  new: boolean;
  plusSize: boolean;
  finalSale: boolean;
  status: ProductStatus;
  /** Send it back with PUT: a save from an older version answers 409. */
  version: number;
  colors: StaffProductColor[];
  updatedAt: string;
}

export interface StaffProductListItem {
  id: string;
  name: string;
  category: Category;
  price: number;
  status: ProductStatus;
  /** Units over every colour and size. */
  stock: number;
  /** Some size is at or below LOW_STOCK_THRESHOLD. */
  lowStock: boolean;
  image: string | null;
  version: number;
  updatedAt: string;
}

export interface StaffProductList {
  items: StaffProductListItem[];
  total: number;
}

/** 409 of PUT /staff/products/:id from a stale version. */
export interface ProductVersionConflict {
  error: string;
  /** Editor fields (ProductEditorInput keys) someone else changed since `version`. */
  changed: string[];
  current: StaffProduct;
}

export interface BulkActionResult {
  /** Ids whose status changed. */
  updated: string[];
  /** Ids that do not exist. */
  missing: string[];
}

export interface StockLevel {
  color: Color;
  size: Size;
  quantity: number;
  held: number;
}

export interface StockHistoryEntry {
  at: string;
  staff: { id: number; name: string } | null;
  color: Color;
  size: Size;
  mode: 'set' | 'adjust';
  reason: 'received' | 'damaged' | 'counted';
  /** Signed change in units. */
  delta: number;
  quantityAfter: number;
}

export interface StockHistory {
  items: StockHistoryEntry[];
}

export interface CsvRowError {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  column?: string;
  message: string;
}

export interface CsvChange {
  line: number;
  productId: string;
  /** 'create' for a new product, else the changed column. */
  field: string;
  before: string | null;
  after: string;
}

export interface CsvImportResult {
  applied: boolean;
  changes: CsvChange[];
  errors: CsvRowError[];
}
