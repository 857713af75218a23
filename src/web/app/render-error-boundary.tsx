import { Component, type ReactNode } from 'react';
import { reportRenderError } from '@web/lib/report-render-error';

interface RenderErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches an exception thrown while rendering below it, shows `fallback`
 * instead of a blank page, and reports the error to the server.
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportRenderError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
