import { lazy, Suspense } from 'react';
import { NewsletterForm } from './newsletter-form';

/**
 * Resolves when the browser is first idle (at most 2 s after the first render), or at the shopper's first
 * touch or focus anywhere, so a form she reaches quickly is React's before she submits it; on the server
 * at once.
 */
function whenIdle(): Promise<void> {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      window.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });
}

// Created once per page load: the footer is on every page, so the form waits for idle only once.
const DeferredNewsletterForm = lazy(() => whenIdle().then(() => ({ default: NewsletterForm })));

/**
 * The footer's newsletter form hydrates when the browser is idle, not with the first screen: on a phone
 * every piece of hydration is blocking time, and this form sits below the fold on every page. Until
 * then its server markup stays as it is (a dehydrated Suspense boundary), so nothing shifts. In a page the
 * browser renders alone the fallback is the same form, swapped for the deferred one at idle.
 */
export function IdleNewsletterForm() {
  return (
    <Suspense fallback={<NewsletterForm />}>
      <DeferredNewsletterForm />
    </Suspense>
  );
}
