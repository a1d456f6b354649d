import { lazy, Suspense } from 'react';

// The view comes with the first unknown address, never with every first visit: webpackExports keeps the
// kit's chunk to this one component.
const NotFoundView = lazy(() =>
  import(/* webpackExports: ["NotFoundView"] */ 'shared-ui').then(({ NotFoundView: View }) => ({
    default: View,
  })),
);

/**
 * The 404 page (spec section 2, "anything else"). On the server the renderer waits for the view, so the
 * HTML is whole; in the browser its boundary keeps that HTML until the view's chunk has arrived.
 */
export function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}
