import { BAG_HINT_COOKIE, SIGNED_IN_COOKIE } from 'contracts';
import { BAG_HINT_COOKIE_NAME, SIGNED_IN_HINT_COOKIE, mayHoldSession } from '../hint-cookies';

it('names the cookies as contracts does (the API sets and reads them)', () => {
  expect(SIGNED_IN_HINT_COOKIE).toBe(SIGNED_IN_COOKIE);
  expect(BAG_HINT_COOKIE_NAME).toBe(BAG_HINT_COOKIE);
});

it('says a browser may hold a session only while the signed-in hint is set', () => {
  expect(mayHoldSession()).toBe(false);
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  expect(mayHoldSession()).toBe(true);
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  expect(mayHoldSession()).toBe(false);
});
