import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

type Props = {
  /** Shown to the shopper: which part of the shop is missing. */
  friendlyName: string;
  onRetry: () => void;
  children: ReactNode;
};

type State = { error: unknown };

/**
 * Catches a remote page that throws while rendering (and a load that still rejects, e.g. when the
 * runtime plugins are not registered), so the header, footer, bag and other routes keep working.
 * A remote that cannot be fetched is normally answered by the fallback runtime plugin instead.
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
    return <RemoteUnavailable friendlyName={this.props.friendlyName} onRetry={this.retry} />;
  }
}
