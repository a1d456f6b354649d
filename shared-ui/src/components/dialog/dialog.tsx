import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { css, keyframes } from '@emotion/react';
import { CloseIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { mq, mqBelow } from '../../theme/mq';
import { theme } from '../../theme/theme';
import { getFocusable } from './focusable';

export type DialogSize = 'small' | 'medium' | 'large' | 'fullscreen';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the dimmed backdrop. */
  onClose: () => void;
  /** Heading of the dialog; it is also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row under the content ("Cancel" / "Delete"). */
  footer?: ReactNode;
  /** small 400 px, medium 560 px (default), large 800 px; fullscreen fills the screen below tablet (mobile filters). */
  size?: DialogSize;
  /** Element to focus on open; by default the first focusable element inside, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Label of the close button; default "Close". */
  closeLabel?: string;
  /** A click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Optional description id target: the first paragraph of content is not auto-linked. */
  describedBy?: string;
  className?: string;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const widths: Record<DialogSize, string> = { small: '400px', medium: '560px', large: '800px', fullscreen: '800px' };

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.md};
  background: ${theme.colors.overlay};
  animation: ${fadeIn} ${theme.transitions.base};
`;

const panel = css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100vh - 32px);
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.soft};
  box-shadow: ${theme.shadows.raised};
  animation: ${riseIn} ${theme.transitions.slow};

  &:focus {
    outline: none;
  }
`;

const fullscreenBelowTablet = css`
  ${mqBelow.tablet} {
    max-height: none;
    height: 100%;
    border-radius: 0;
  }
`;

/**
 * A modal dialog: role="dialog", aria-modal, named by its title. Focus moves into it on open, Tab
 * stays inside, Escape / the close button / the backdrop close it, and focus returns to the element
 * that opened it. Rendered into document.body so no parent's overflow or z-index can clip it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  initialFocusRef,
  closeLabel = 'Close',
  closeOnBackdrop = true,
  describedBy,
  className,
}: DialogProps) {
  const titleId = `dialog-title-${useId()}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Move focus in on open, give it back on close.
  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panelRef.current;
    if (root) {
      const target = initialFocusRef?.current ?? getFocusable(root).find((el) => !el.dataset.dialogClose) ?? root;
      target.focus();
    }
    return () => {
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
    // initialFocusRef is read once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The page behind must not scroll while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = getFocusable(panelRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // The backdrop is presentational: a click on it is a pointer shortcut for Close, and the keys (Escape,
    // the Tab trap) are handled here as they bubble up from the focused element inside the panel.
    <div
      role="presentation"
      css={[backdrop, size === 'fullscreen' && { [mqBelow.tablet]: { padding: 0 } }]}
      data-testid="dialog-backdrop"
      onKeyDown={handleKeyDown}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
        css={[panel, { maxWidth: widths[size] }, size === 'fullscreen' && fullscreenBelowTablet]}
      >
        <div
          css={css`
            display: flex;
            align-items: flex-start;
            justify-content: space-between;
            gap: ${theme.space.md};
            padding: ${theme.space.lg} ${theme.space.lg} ${theme.space.sm};
            ${mq.tablet} {
              padding: ${theme.space.xl} ${theme.space.xl} ${theme.space.sm};
            }
          `}
        >
          <h2 id={titleId} css={{ fontSize: theme.fontSizes.xl, paddingTop: theme.space.xs }}>
            {title}
          </h2>
          <IconButton label={closeLabel} onClick={() => onCloseRef.current()} data-dialog-close="true">
            <CloseIcon />
          </IconButton>
        </div>
        <div
          css={css`
            flex: 1;
            overflow-y: auto;
            padding: ${theme.space.xs} ${theme.space.lg} ${theme.space.lg};
            ${mq.tablet} {
              padding: ${theme.space.xs} ${theme.space.xl} ${theme.space.xl};
            }
          `}
        >
          {children}
        </div>
        {footer && (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              justify-content: flex-end;
              gap: ${theme.space.sm};
              padding: ${theme.space.md} ${theme.space.lg};
              border-top: 1px solid ${theme.colors.border};
            `}
          >
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
