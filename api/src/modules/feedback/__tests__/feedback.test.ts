import type { FeedbackList, FeedbackSaved } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { asBearer, asBrowser, registerCustomer, type TestCustomer } from '../../../test-support/accounts';
import { FEEDBACK_SAVES_PER_MINUTE } from '../routes';
import { averageRate } from '../service';

const ctx = useTestApp();

const CONTENT_MESSAGE = 'Describe your experience with the Vesna product';
const RANGE_MESSAGE = 'Rating must be a whole number from 1 to 5';

let anna: TestCustomer;
beforeEach(async () => {
  anna = await registerCustomer(ctx.app, { firstName: 'Anna', lastName: 'Shevchenko' });
});

const post = (who: TestCustomer, payload: unknown, url = '/api/comments') =>
  ctx.app.inject(asBrowser(who.token, { method: 'POST', url, payload: payload as object }));
const list = (productId: string) => ctx.app.inject({ url: `/api/comments/product/id?productId=${productId}` });

async function rowsOf(productId: string) {
  const { rows } = await ctx.database.db.query<{ customer_id: string; rate: number; content: string }>(
    'SELECT customer_id::text, rate::int, content FROM product_feedback WHERE product_id = $1 ORDER BY created_at',
    [productId],
  );
  return rows;
}

describe('POST /api/comments', () => {
  it("saves the session customer's feedback (201) with her name from the account, never from the body", async () => {
    const res = await post(anna, {
      productId: '100011',
      rate: 4,
      content: 'Soft and true to size.',
      userId: anna.id,
      customerName: 'Someone',
      customerSurname: 'Else',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as FeedbackSaved;
    expect(body).toEqual({
      created: true,
      comment: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        productId: '100011',
        userId: anna.id,
        rate: 4,
        content: 'Soft and true to size.',
        customerName: 'Anna',
        customerSurname: 'Shevchenko',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: body.comment.createdAt,
      },
    });
    expect(Date.now() - Date.parse(body.comment.createdAt)).toBeLessThan(60_000);
    expect(await rowsOf('100011')).toEqual([{ customer_id: anna.id, rate: 4, content: 'Soft and true to size.' }]);
  });

  it('a second POST on the same product edits her entry (200, same id) instead of adding one', async () => {
    const first = (await post(anna, { productId: '100012', rate: 2, content: 'Runs small.' })).json() as FeedbackSaved;
    const res = await post(anna, { productId: '100012', rate: 5, content: 'Exchanged for a size up: perfect.' });
    expect(res.statusCode).toBe(200);
    const second = res.json() as FeedbackSaved;
    expect(second.created).toBe(false);
    expect(second.comment).toMatchObject({
      id: first.comment.id,
      rate: 5,
      content: 'Exchanged for a size up: perfect.',
      createdAt: first.comment.createdAt,
    });
    expect(Date.parse(second.comment.updatedAt)).toBeGreaterThan(Date.parse(first.comment.updatedAt) - 1);
    expect(second.comment.updatedAt).not.toBe(first.comment.updatedAt);
    const listed = (await list('100012')).json() as FeedbackList;
    expect(listed.count).toBe(1);
    expect(listed.comments.map((c) => [c.id, c.rate])).toEqual([[first.comment.id, 5]]);
  });

  it('stores and returns a <script> verbatim (rendering it as text is the page’s job)', async () => {
    const content = '<script>alert("x")</script> & <b>bold</b>\n  second line  ';
    const res = await post(anna, { productId: '100013', rate: 3, content });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().comment.content).toBe(content);
    expect((await rowsOf('100013'))[0].content).toBe(content);
    expect(((await list('100013')).json() as FeedbackList).comments[0].content).toBe(content);
  });

  it.each([
    ['no rate', { content: 'Nice.' }, 'rate', 'Rating is required'],
    ['an empty rate', { rate: '', content: 'Nice.' }, 'rate', 'Rating is required'],
    ['rate 0', { rate: 0, content: 'Nice.' }, 'rate', 'Please rate Cotton Slip Dress'],
    ['rate -1', { rate: -1, content: 'Nice.' }, 'rate', 'Please rate Cotton Slip Dress'],
    ['rate 6', { rate: 6, content: 'Nice.' }, 'rate', RANGE_MESSAGE],
    ['rate 2.5', { rate: 2.5, content: 'Nice.' }, 'rate', RANGE_MESSAGE],
    ['rate 1e9', { rate: 1e9, content: 'Nice.' }, 'rate', RANGE_MESSAGE],
    ['rate "5" (text)', { rate: '5', content: 'Nice.' }, 'rate', 'rate must be a number from 1 to 5'],
    ['no content', { rate: 5 }, 'content', CONTENT_MESSAGE],
    ['blank content', { rate: 5, content: '   ' }, 'content', CONTENT_MESSAGE],
    ['content as a number', { rate: 5, content: 42 }, 'content', 'content must be text'],
    [
      'content over 2000 characters',
      { rate: 5, content: 'a'.repeat(2001) },
      'content',
      'Feedback must be at most 2000 characters',
    ],
    ['no productId', { productId: undefined, rate: 5, content: 'Nice.' }, 'productId', 'productId is required'],
    [
      'a malformed productId',
      { productId: '1001', rate: 5, content: 'Nice.' },
      'productId',
      'productId must be a six-digit product id',
    ],
    [
      'a numeric productId',
      { productId: 100001, rate: 5, content: 'Nice.' },
      'productId',
      'productId must be a six-digit product id',
    ],
  ])('refuses %s with 400 and the form’s message, storing nothing', async (_name, body, field, message) => {
    const res = await post(anna, { productId: '100001', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: expect.objectContaining({ [field]: message }) });
    expect(await rowsOf('100001')).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a body that is not an object', async () => {
    const unknown = await post(anna, { productId: '999999', rate: 5, content: 'Nice.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Product not found' });
    const notObject = await post(anna, ['100001', 5, 'Nice.']);
    expect(notObject.statusCode).toBe(400);
    expect(await rowsOf('999999')).toEqual([]);
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { productId: '100014', rate: 5, content: 'Nice.' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not logged in' });
    expect(await rowsOf('100014')).toEqual([]);
  });

  it("refuses B naming A (userId / _id in the body or the query) with 403 and leaves A's feedback as it was", async () => {
    const bohdan = await registerCustomer(ctx.app, { firstName: 'Bohdan' });
    await post(anna, { productId: '100015', rate: 5, content: 'Love it.' });
    for (const key of ['userId', '_id']) {
      const inBody = await post(bohdan, { productId: '100015', rate: 1, content: 'Hacked.', [key]: anna.id });
      expect(inBody.statusCode).toBe(403);
      expect(inBody.json()).toEqual({ error: 'Forbidden' });
      const inQuery = await post(
        bohdan,
        { productId: '100015', rate: 1, content: 'Hacked.' },
        `/api/comments?${key}=${anna.id}`,
      );
      expect(inQuery.statusCode).toBe(403);
    }
    expect(await rowsOf('100015')).toEqual([{ customer_id: anna.id, rate: 5, content: 'Love it.' }]);

    // B's own POST on the same product is B's own entry: A's stays untouched.
    const own = await post(bohdan, { productId: '100015', rate: 2, content: 'Not for me.' });
    expect(own.statusCode).toBe(201);
    expect(await rowsOf('100015')).toEqual([
      { customer_id: anna.id, rate: 5, content: 'Love it.' },
      { customer_id: bohdan.id, rate: 2, content: 'Not for me.' },
    ]);
  });

  it(`allows ${FEEDBACK_SAVES_PER_MINUTE} saves a minute per customer, then 429; another customer is not held up`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FEEDBACK_SAVES_PER_MINUTE; i += 1) {
      statuses.push((await post(anna, { productId: '100017', rate: 1 + (i % 5), content: `Take ${i}.` })).statusCode);
    }
    expect(statuses.slice(0, FEEDBACK_SAVES_PER_MINUTE).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses[FEEDBACK_SAVES_PER_MINUTE]).toBe(429);
    const other = await registerCustomer(ctx.app);
    expect((await post(other, { productId: '100017', rate: 5, content: 'Mine.' })).statusCode).toBe(201);
  });

  it('works with a Bearer token too', async () => {
    const res = await ctx.app.inject(
      asBearer(anna.token, {
        method: 'POST',
        url: '/api/comments',
        payload: { productId: '100016', rate: 5, content: 'Yes.' },
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/comments/product/id', () => {
  it('lists the entries newest first, with the average rounded to one decimal and the count', async () => {
    const olena = await registerCustomer(ctx.app, { firstName: 'Olena', lastName: 'Bondar' });
    const iryna = await registerCustomer(ctx.app, { firstName: 'Iryna', lastName: 'Melnyk' });
    await post(anna, { productId: '100020', rate: 5, content: 'First.' });
    await post(olena, { productId: '100020', rate: 4, content: 'Second.' });
    await post(iryna, { productId: '100020', rate: 4, content: 'Third.' });
    // An edit does not move an entry: the list is by when it was written first.
    await post(anna, { productId: '100020', rate: 5, content: 'First, edited.' });

    const res = await list('100020');
    expect(res.statusCode).toBe(200);
    const body = res.json() as FeedbackList;
    expect(body.comments.map((c) => [c.content, c.customerName, c.customerSurname, c.rate])).toEqual([
      ['Third.', 'Iryna', 'Melnyk', 4],
      ['Second.', 'Olena', 'Bondar', 4],
      ['First, edited.', 'Anna', 'Shevchenko', 5],
    ]);
    expect(body.average).toBe(4.3); // 13 / 3 = 4.333...
    expect(body.count).toBe(3);
    const times = body.comments.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('rounds the average half up (5 and 4 → 4.5; 5, 4, 4, 4 → 4.3)', async () => {
    const olena = await registerCustomer(ctx.app);
    await post(anna, { productId: '100021', rate: 5, content: 'Great.' });
    await post(olena, { productId: '100021', rate: 4, content: 'Good.' });
    expect((await list('100021')).json()).toMatchObject({ average: 4.5, count: 2 });
    expect(averageRate([5, 4, 4, 4])).toBe(4.3); // 4.25 → 4.3
    expect(averageRate([1, 2])).toBe(1.5);
    expect(averageRate([3, 3, 4])).toBe(3.3);
    expect(averageRate([])).toBeNull();
  });

  it('answers an empty list for a product without feedback', async () => {
    expect((await list('100030')).json()).toEqual({ comments: [], average: null, count: 0 });
  });

  it('needs no session, and answers 400 for a missing or malformed productId and 404 for an unknown one', async () => {
    for (const url of [
      '/api/comments/product/id',
      '/api/comments/product/id?productId=',
      '/api/comments/product/id?productId=abc',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: expect.stringMatching(/^productId /),
        fields: { productId: expect.any(String) },
      });
    }
    const twice = await ctx.app.inject({ url: '/api/comments/product/id?productId=100001&productId=100002' });
    expect(twice.statusCode).toBe(400);
    const unknown = await list('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Product not found' });
  });
});
