import { answers, json, listOf, requestShape, shape, text, whole } from '../openapi/shapes';
import { STAFF_SECURITY } from '../openapi/staff-shapes';

/** The staff command's schema (OpenAPI contract). */
export const staffSchemas = {
  command: {
    summary:
      'Run the staff command (`npm run shop`) in this API process as the staff member of the Bearer token (owner or fulfilment); audited',
    security: STAFF_SECURITY,
    body: requestShape(
      {
        argv: listOf(text({ maxLength: 200 }), {
          maxItems: 20,
          description: "the command's arguments, e.g. ['orders', 'ship', '100042', '--tracking', '...']",
        }),
      },
      ['argv'],
    ),
    response: answers({
      200: json(
        'the command ran: its exit code (0 done, 1 refused or failed, 2 not understood) and what it printed',
        shape({ code: whole(), out: text(), err: text() }),
      ),
    }),
  },
};
