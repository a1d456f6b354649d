import { auditQuerySchema } from 'contracts/staff';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, json } from '../../openapi/shapes';
import { STAFF_SECURITY, auditPage } from '../../openapi/staff-shapes';

export const auditSchemas = {
  list: {
    summary: 'The audit log (owner): who changed what, when, before and after; newest first, 50 a page',
    security: STAFF_SECURITY,
    querystring: jsonSchemaFromYup(auditQuerySchema),
    response: answers({ 200: json('a page of entries', auditPage) }),
  },
};
