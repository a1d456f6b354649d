/** Test helper (not a test file): a product, feedback entries and the section rendered as the page does. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FeedbackEntry, FeedbackList, Product, SessionUser } from 'contracts';
import { Toaster } from 'shared-ui/state';
import { ProductFeedback } from '../views/product-feedback';

export const product: Product = {
  id: '100001',
  name: 'Linen Wrap Dress',
  description: 'A relaxed wrap dress in washed linen.',
  price: 129.5,
  category: 'dresses',
  new: true,
  plusSize: false,
  fabric: 'linen',
  bestSellerRank: 3,
  image: ['/api/images/products/100001/beige/1.svg'],
  products: [
    { color: 'beige', image: ['/api/images/products/100001/beige/1.svg'], sizes: [{ size: 'm', quantity: 2 }] },
  ],
};

export const shopper: SessionUser = {
  _id: 'user-1',
  id: 'user-1',
  firstName: 'Olena',
  lastName: 'Koval',
  email: 'olena@example.com',
  emailVerified: true,
  birthDate: null,
  phoneNumber: null,
  wishlist: [],
  cart: [],
  hasPassword: true,
};

let serial = 0;

/** One entry; each call is a day older than the previous one unless told otherwise. */
export function makeEntry(overrides: Partial<FeedbackEntry> = {}): FeedbackEntry {
  serial += 1;
  const date = new Date(Date.UTC(2026, 10, 20 - serial, 10)).toISOString();
  return {
    id: `c-${serial}`,
    productId: product.id,
    userId: `user-${100 + serial}`,
    rate: 4,
    content: `Feedback number ${serial}`,
    customerName: 'Maria',
    customerSurname: 'Shevchenko',
    createdAt: date,
    updatedAt: date,
    ...overrides,
  };
}

/** The API's answer for these entries: the mean rounded to one decimal, and the count. */
export function listOf(comments: FeedbackEntry[]): FeedbackList {
  const sum = comments.reduce((total, entry) => total + entry.rate, 0);
  return {
    comments,
    average: comments.length === 0 ? null : Math.round((sum / comments.length) * 10) / 10,
    count: comments.length,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The section on the product page at `url`, with a stand-in login page and the shell's Toaster. */
export function renderFeedback(url = '/100001') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:id" element={<ProductFeedback product={product} />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}
