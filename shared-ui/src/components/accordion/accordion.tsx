import { useId, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { ChevronIcon } from '../icons/icons';
import { theme } from '../../theme/theme';

export interface AccordionItemProps {
  /** The always-visible header text. */
  title: ReactNode;
  children: ReactNode;
  /** Open on first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Controlled open state, with onToggle. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  /** Heading level wrapping the trigger; default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const trigger = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  width: 100%;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space.md} 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
    transition: transform ${theme.transitions.base};
  }
`;

/**
 * One disclosure section (the WAI-ARIA accordion pattern): a heading with a button that has
 * aria-expanded and controls the panel. Stack several for an accordion (sustainability mission on
 * narrow screens, the collapsed contact form).
 */
export function AccordionItem({
  title,
  children,
  defaultOpen = false,
  open: controlledOpen,
  onToggle,
  headingLevel = 3,
  className,
}: AccordionItemProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const id = useId();
  const buttonId = `accordion-button-${id}`;
  const panelId = `accordion-panel-${id}`;
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    if (controlledOpen === undefined) setUncontrolledOpen(!open);
    onToggle?.(!open);
  };
  return (
    <div className={className} css={{ borderBottom: `1px solid ${theme.colors.border}` }}>
      <Heading css={{ margin: 0, fontSize: 'inherit' }}>
        <button id={buttonId} type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle} css={trigger}>
          <span>{title}</span>
          {/* ChevronIcon turns itself with an inline transform, which a stylesheet rule cannot override. */}
          <ChevronIcon size={20} direction={open ? 'up' : 'down'} />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} css={{ paddingBottom: theme.space.md }}>
        {children}
      </div>
    </div>
  );
}
