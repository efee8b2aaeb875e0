/**
 * specs/2 section 2: the login carousel's swipe threshold is 5. As in the carousel the spec
 * describes, the threshold is a speed: the finger's smoothed movement per move event, in CSS
 * pixels. A flick faster than that turns the page; a slow drag turns it only past half the width.
 */
export const SWIPE_THRESHOLD = 5;

export interface Swipe {
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  /** Pixels per move event, each new movement weighing half (the carousel's smoothing). */
  velocityX: number;
}

export const startSwipe = (x: number, y: number): Swipe => ({
  startX: x,
  startY: y,
  lastX: x,
  lastY: y,
  velocityX: 0,
});

export const moveSwipe = (swipe: Swipe, x: number, y: number): Swipe => ({
  ...swipe,
  lastX: x,
  lastY: y,
  velocityX: swipe.velocityX * 0.5 + (x - swipe.lastX) * 0.5,
});

/**
 * Where a finished swipe goes: 1 to the next page (finger moved left), -1 to the previous, 0 to
 * stay. A mostly vertical movement is a scroll, never a page turn.
 */
export function swipeDirection(swipe: Swipe, width: number): 1 | -1 | 0 {
  const distanceX = swipe.lastX - swipe.startX;
  const distanceY = swipe.lastY - swipe.startY;
  if (Math.abs(distanceY) >= Math.abs(distanceX)) return 0;
  const fast = Math.abs(swipe.velocityX) > SWIPE_THRESHOLD && distanceX * swipe.velocityX > 0;
  if (!fast && Math.abs(distanceX) <= width / 2) return 0;
  return distanceX < 0 ? 1 : -1;
}
