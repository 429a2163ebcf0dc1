import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/ErrorScreen';
import { TakeOver } from './TakeOver';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Called once the recovery screen shows (the route table re-arms failed screen chunks here). */
  onError?: () => void;
}

interface RouteErrorBoundaryState {
  error: unknown;
  /** Bumped by Try Again so the screen mounts anew. */
  attempt: number;
}

/**
 * A route's error boundary: a screen that throws shows a recovery screen with a way home instead
 * of a blank page, and the error is logged. The cart in storage is untouched. The route table keys
 * each boundary by path, so navigating elsewhere starts clean.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render:', error, info.componentStack);
    this.props.onError?.();
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error)
      return (
        <>
          <ErrorScreen onRetry={this.retry} />
          <TakeOver />
        </>
      );
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
