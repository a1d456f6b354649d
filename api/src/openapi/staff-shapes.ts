import { CATEGORIES, COLORS, FABRICS, SIZES } from 'contracts';
import { PRODUCT_STATUSES, STAFF_ROLES } from 'contracts/staff';
import { isoTime, listOf, number, oneOfWords, shape, text, textOrNull, whole, yesNo } from './shapes';

/** Staff routes: the staff cookie (vesna_staff) or a staff API token (Bearer vst_…); a customer's never counts. */
export const STAFF_SECURITY: { [scheme: string]: string[] }[] = [{ staffSession: [] }, { bearer: [] }];

export const staffRole = oneOfWords(STAFF_ROLES);

export const staffMember = shape({ id: whole(), email: text(), name: text(), role: staffRole });

export const staffMemberListItem = shape({
  id: whole(),
  email: text(),
  name: text(),
  role: staffRole,
  status: oneOfWords(['invited', 'active', 'deactivated']),
  createdAt: isoTime,
  lastLoginAt: { anyOf: [isoTime, { type: 'null' }] },
});

export const staffTokenListItem = shape({
  id: whole(),
  name: text(),
  createdAt: isoTime,
  lastUsedAt: { anyOf: [isoTime, { type: 'null' }] },
});

export const auditEntry = shape({
  id: whole(),
  at: isoTime,
  actor: text({ description: 'who, as named when it happened' }),
  staff: { anyOf: [shape({ id: whole(), name: text(), email: text() }), { type: 'null' }] },
  action: text(),
  entity: text(),
  entityId: textOrNull,
  before: { description: 'the record before (null for a creation)' },
  after: { description: 'the record after (null for a removal)' },
});

export const auditPage = shape({ items: listOf(auditEntry), nextCursor: textOrNull });

const catalogueWords = {
  category: oneOfWords(CATEGORIES),
  fabric: oneOfWords(FABRICS),
  status: oneOfWords(PRODUCT_STATUSES),
};

export const staffProduct = shape({
  id: text({ pattern: '^\\d{6}$' }),
  name: text(),
  description: text(),
  price: number(),
  ...catalogueWords,
  new: yesNo,
  plusSize: yesNo,
  finalSale: yesNo,
  version: whole(),
  updatedAt: isoTime,
  colors: listOf(
    shape({
      color: oneOfWords(COLORS),
      image: listOf(text()),
      sizes: listOf(
        shape({
          size: oneOfWords(SIZES.map((s) => s.value)),
          quantity: whole({ description: 'on hand: what can be bought plus what unpaid orders hold' }),
          held: whole({ description: 'held by unpaid (pending) orders' }),
        }),
      ),
    }),
  ),
});

export const staffProductList = shape({
  items: listOf(
    shape({
      id: text(),
      name: text(),
      category: catalogueWords.category,
      price: number(),
      status: catalogueWords.status,
      stock: whole(),
      lowStock: yesNo,
      image: textOrNull,
      version: whole(),
      updatedAt: isoTime,
    }),
  ),
  total: whole(),
});

export const stockLevel = shape({
  color: oneOfWords(COLORS),
  size: oneOfWords(SIZES.map((s) => s.value)),
  quantity: whole(),
  held: whole(),
});

export const stockHistory = shape({
  items: listOf(
    shape({
      at: isoTime,
      staff: { anyOf: [shape({ id: whole(), name: text() }), { type: 'null' }] },
      color: oneOfWords(COLORS),
      size: oneOfWords(SIZES.map((s) => s.value)),
      mode: oneOfWords(['set', 'adjust']),
      reason: oneOfWords(['received', 'damaged', 'counted']),
      delta: whole(),
      quantityAfter: whole(),
    }),
  ),
});
