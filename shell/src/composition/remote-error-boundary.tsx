import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container } from 'shared-ui';

type Props = {
  /** Shown to the shopper: which part of the shop is missing. */
  friendlyName: string;
  onRetry: () => void;
  children: ReactNode;
};

type State = { error: unknown };

/**
 * Catches both a remote that cannot be fetched (the lazy import rejects) and a remote page that
 * throws while rendering, so the header, footer, bag and other routes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.friendlyName} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error === null) return this.props.children;
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
            {this.props.friendlyName} could not be loaded. Please try again in a moment.
          </p>
          <Button variant="primary" onClick={this.retry}>
            Retry
          </Button>
        </section>
      </Container>
    );
  }
}
