import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ElementType,
  type ReactNode,
} from 'react';
import {
  createHydrationGate,
  OPEN_GATE,
  openWhenApproached,
  REGION_ATTRIBUTE,
  type HydrationGate,
} from '../../hydration/hydration-gate';

export interface HydrateOnApproachProps {
  children: ReactNode;
  /** The region's element (a `li` in a list); a `div` with `display: contents` by default, which lays out nothing. */
  as?: ElementType;
  /** From the `css` prop. Without it the default `div` takes no box of its own. */
  className?: string;
}

const noSubscription = () => () => undefined;

/**
 * A region below the fold that keeps the server's markup as it is until it is needed, instead of hydrating
 * with the first screen (issue 26: every piece of hydration on arrival is blocking time on a phone). It
 * hydrates when it comes near the viewport, when the shopper touches, focuses or types in it, or when the
 * browser is idle (hydration-gate.ts); a click on one of its buttons before then is held and clicked again
 * once it has hydrated. Until then it is a dehydrated Suspense boundary: React leaves its markup alone, so
 * nothing shifts and nothing is rendered twice. On the server, and in a page the browser renders alone (a
 * client-side navigation), it renders its children at once.
 *
 * For regions without form fields: a box ticked before hydration would be read back differently by React.
 */
export function HydrateOnApproach({ children, as: Region = 'div', className }: HydrateOnApproachProps) {
  // The server's snapshot while hydrating (and on the server), the browser's on any later render.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [gate] = useState<HydrationGate>(() =>
    hydrating && typeof document !== 'undefined' ? createHydrationGate() : OPEN_GATE,
  );
  const region = useRef<HTMLElement>(null);
  // New content from the page before the region hydrated (a wish list read after the session): React
  // would render the region again from nothing, and a waiting region has nothing to show; so it hydrates now.
  const [firstChildren] = useState(children);
  if (children !== firstChildren) gate.open();
  useEffect(() => (region.current ? openWhenApproached(region.current, gate) : undefined), [gate]);
  // The same element while the children are the same: when the render after hydration reaches this
  // component, React leaves the waiting region alone instead of hydrating it at once.
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <Region
      ref={region}
      className={className}
      style={className ? undefined : { display: 'contents' }}
      {...{ [REGION_ATTRIBUTE]: '' }}
    >
      {content}
    </Region>
  );
}

function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return <HydratedMark gate={gate}>{children}</HydratedMark>;
}

function HydratedMark({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  useLayoutEffect(() => gate.markHydrated(), [gate]);
  return children;
}
