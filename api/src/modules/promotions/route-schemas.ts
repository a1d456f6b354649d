import { birthdayDiscountStatus } from '../../openapi/account-shapes';
import { SESSION_SECURITY, answers, json } from '../../openapi/shapes';

/** The promotions routes' schemas (OpenAPI contract). */
export const promotionSchemas = {
  birthdayDiscount: {
    summary: 'Whether her next order gets the birthday discount, and if not, why not',
    security: SESSION_SECURITY,
    response: answers({ 200: json('her birthday discount', birthdayDiscountStatus) }),
  },
};
