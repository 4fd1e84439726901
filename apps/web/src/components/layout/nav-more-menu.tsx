import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation';
import type { TNavDestination } from './nav-destinations';

/**
 * The header's "More" button and the destinations it discloses (the disclosure navigation pattern:
 * a button with `aria-expanded` and `aria-controls` over a list of ordinary links, so each keeps its
 * link semantics and tab order). Escape closes it and gives the focus back to the button; so does a
 * click or the focus going elsewhere. Arrow keys, Home and End move between the links. The button is
 * marked while the current page is one of its destinations, so the user still sees where they are.
 * On phones, where the bar's links are hidden, it is the "Menu" and lists them first.
 */
export function NavMoreMenu({
  barDestinations,
  menuDestinations,
}: {
  barDestinations: readonly TNavDestination[];
  menuDestinations: readonly TNavDestination[];
}) {
  const { t } = useAppTranslation();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const isCurrent = menuDestinations.some((destination) => matchPath({ path: destination.to, end: false }, pathname));

  // The list opened from the keyboard takes the focus once it is shown.
  useEffect(() => {
    if (!isOpen || !focusOnOpen.current) return;
    focusLink(focusOnOpen.current);
    focusOnOpen.current = null;
  });

  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent): void {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  /** The links shown: on wider screens the bar's own links are hidden from the list. */
  function links(): HTMLAnchorElement[] {
    const all = containerRef.current?.querySelectorAll<HTMLAnchorElement>(`[id="${listId}"] li > a`) ?? [];
    return Array.from(all).filter(
      (link) => link.parentElement && getComputedStyle(link.parentElement).display !== 'none',
    );
  }

  function focusLink(which: 'first' | 'last' | 'next' | 'previous'): void {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const index = {
      first: 0,
      last: all.length - 1,
      next: at < 0 ? 0 : (at + 1) % all.length,
      previous: at < 0 ? all.length - 1 : (at - 1 + all.length) % all.length,
    }[which];
    all[index]?.focus();
  }

  function handleToggle(): void {
    setIsOpen((open) => !open);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const move = ARROW_MOVES[event.key];
    if (!move) return;
    if (isOpen) {
      event.preventDefault();
      focusLink(move);
    } else if (move === 'next' || move === 'previous') {
      // From the closed button, Down and Up open the list at its first or last link, as menus do.
      event.preventDefault();
      focusOnOpen.current = move === 'next' ? 'first' : 'last';
      setIsOpen(true);
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>): void {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
  }

  function handleChoose(): void {
    setIsOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are handled for the button and its links together
    <div ref={containerRef} className="relative shrink-0" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        data-testid="nav-more"
        aria-expanded={isOpen}
        aria-controls={listId}
        data-current={isCurrent || undefined}
        onClick={handleToggle}
        className={`flex items-center gap-1 ${navItemClass(isCurrent || isOpen)}`}
      >
        <span className="md:hidden">{t('common:nav.menu')}</span>
        <span className="hidden md:inline">{t('common:nav.more')}</span>
        <svg
          viewBox="0 0 20 20"
          className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="M5.5 8l4.5 4.5L14.5 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        data-testid="nav-more-list"
        className="absolute top-full left-0 z-50 mt-2 min-w-48 md:right-0 md:left-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
      >
        {barDestinations.map((destination) => (
          <li key={destination.to} className="md:hidden">
            <MenuLink destination={destination} testId={`${destination.testId}-in-menu`} onChoose={handleChoose} />
          </li>
        ))}
        {menuDestinations.map((destination) => (
          <li key={destination.to}>
            <MenuLink destination={destination} testId={destination.testId} onChoose={handleChoose} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MenuLink({
  destination,
  testId,
  onChoose,
}: {
  destination: TNavDestination;
  testId: string;
  onChoose: () => void;
}) {
  const { t } = useAppTranslation();
  return (
    <NavLink
      to={destination.to}
      end={destination.isExact}
      data-testid={testId}
      onClick={onChoose}
      className={({ isActive }) => `block ${navItemClass(isActive)}`}
    >
      {t(destination.labelKey)}
    </NavLink>
  );
}

/** The look of a header destination, shared by the links in the bar and in the "More" list. */
export function navItemClass(isActive: boolean): string {
  return `rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'bg-surface-muted text-ink' : 'text-ink-muted hover:text-ink'
  }`;
}

const ARROW_MOVES: Record<string, 'first' | 'last' | 'next' | 'previous' | undefined> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};
