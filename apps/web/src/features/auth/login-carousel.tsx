import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { keyframes } from '@mui/material/styles';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adjacentPage, type LoginPage } from './login-state';
import { moveSwipe, type Swipe, startSwipe, swipeDirection } from './swipe';

const enterFromRight = keyframes`from { opacity: 0; transform: translateX(32px); } to { opacity: 1; transform: none; }`;
const enterFromLeft = keyframes`from { opacity: 0; transform: translateX(-32px); } to { opacity: 1; transform: none; }`;

interface LoginCarouselProps {
  pages: readonly LoginPage[];
  page: LoginPage;
  onPageChange: (page: LoginPage) => void;
  /** Whether pages may change now (not while an answer is awaited). */
  locked: boolean;
  pageLabel: (page: LoginPage) => string;
  /** Renders the current page; `cameFrom` is the page shown before it. */
  children: (cameFrom: LoginPage | undefined) => ReactNode;
}

const isTextEntry = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The login dialog's pages as a carousel (specs/2 section 2): one page at a time, sliding in from
 * the side it comes from. A finger swipe (touch or pen; a mouse drag selects text instead),
 * the arrow keys outside text fields, and the page dots move between neighbouring pages.
 */
export function LoginCarousel({
  pages,
  page,
  onPageChange,
  locked,
  pageLabel,
  children,
}: LoginCarouselProps) {
  const { t } = useTranslation();
  const swipe = useRef<Swipe | null>(null);
  // The page shown before this one, derived during render so the slide knows its direction.
  const [shown, setShown] = useState<{ page: LoginPage; cameFrom?: LoginPage }>({ page });
  if (shown.page !== page) setShown({ page, cameFrom: shown.page });
  const forward =
    shown.cameFrom === undefined || pages.indexOf(page) >= pages.indexOf(shown.cameFrom);

  const move = (direction: 1 | -1) => {
    const next = adjacentPage(pages, page, direction);
    if (!locked && next !== page) onPageChange(next);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swipe.current =
        event.pointerType === 'mouse' ? null : startSwipe(event.clientX, event.clientY);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (swipe.current) swipe.current = moveSwipe(swipe.current, event.clientX, event.clientY);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const finished = swipe.current;
      swipe.current = null;
      if (!finished) return;
      const direction = swipeDirection(finished, event.currentTarget.clientWidth);
      if (direction !== 0) move(direction);
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (isTextEntry(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
    },
  };

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label={t('signIn.dialog.back')}
      data-testid="login-carousel"
      data-page={page}
      sx={{ overflow: 'hidden', touchAction: 'pan-y' }}
      {...handlers}
    >
      <Box
        key={page}
        role="group"
        aria-roledescription="slide"
        aria-label={pageLabel(page)}
        sx={{
          animation: shown.cameFrom
            ? `${forward ? enterFromRight : enterFromLeft} 180ms ease-out`
            : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {children(shown.cameFrom)}
      </Box>
      <Box
        component="nav"
        aria-label={t('signIn.dialog.swipeHint')}
        sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, pt: 2 }}
      >
        {pages.map((dot) => (
          <ButtonBase
            key={dot}
            onClick={() => !locked && onPageChange(dot)}
            disabled={locked}
            aria-label={pageLabel(dot)}
            aria-current={dot === page ? 'step' : undefined}
            data-testid={`login-page-dot-${dot}`}
            sx={{ width: 24, height: 24, borderRadius: '50%' }}
          >
            <Box
              component="span"
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: dot === page ? 'primary.main' : 'action.disabled',
              }}
            />
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
