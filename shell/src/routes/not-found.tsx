import { lazy, Suspense } from 'react';

// The view comes with the first unknown address, never with every first visit. webpack reads the one export
// taken from the import, so the kit's chunk holds this one component (a webpackExports comment changes no byte,
// and webpack warns that it is not needed).
const NotFoundView = lazy(() =>
  import('shared-ui').then(({ NotFoundView: View }) => ({
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
