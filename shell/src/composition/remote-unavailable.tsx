import { createContext, useContext, useLayoutEffect } from 'react';
import { Button, Container } from 'shared-ui';
import { markHydrated } from 'shared-ui/hydration-gate';

type Props = {
  /** Shown to the shopper: which part of the shop is missing. */
  friendlyName: string;
  onRetry: () => void;
};

/** What a route shows when its remote cannot be loaded or its page fails to render (spec section 2). */
export function RemoteUnavailable({ friendlyName, onRetry }: Props) {
  // The route's page will not hydrate: clicks held for it (its Retry, say) go through now.
  useLayoutEffect(() => markHydrated('page'), []);
  return (
    <Container>
      <section
        role="alert"
        data-boundary="shell"
        css={(theme) => ({
          margin: `${theme.space.xxl} auto`,
          maxWidth: theme.sizes.prose,
          textAlign: 'center',
          display: 'grid',
          gap: theme.space.md,
          justifyItems: 'center',
        })}
      >
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl })}>This part of the shop is unavailable right now.</h1>
        <p css={(theme) => ({ color: theme.colors.textMuted })}>
          {friendlyName} could not be loaded. Please try again in a moment.
        </p>
        <Button variant="primary" onClick={onRetry}>
          Retry
        </Button>
      </section>
    </Container>
  );
}

/** The route a remote page renders in: its friendly name and how to load it again. */
export type RemoteRouteInfo = Props;

export const RemoteRouteContext = createContext<RemoteRouteInfo | null>(null);

/**
 * The page the fallback runtime plugin hands over in place of a remote page that could not be
 * loaded. It knows nothing of the route itself, so it reads the route's name and Retry from context.
 */
export function RemoteFallbackPage() {
  const route = useContext(RemoteRouteContext);
  if (!route) throw new Error('RemoteFallbackPage renders only inside a RemoteRoute');
  return <RemoteUnavailable {...route} />;
}
