import { options } from 'preact';
import { Suspense, useLayoutEffect, useReducer, useState, type ReactNode } from 'react';

/*
 * Hydrating a long list, or rendering a long form, at once is one task of a
 * few hundred milliseconds on a slow phone, during which the page cannot
 * answer a tap. Parts wrapped in <HydrateInTurn> are left as the prerendered
 * HTML while their island hydrates and are hydrated afterwards, one per task;
 * the framework keeps a suspended part's DOM as it is while hydrating, and
 * hydrates it when the part's promise resolves. Parts wrapped in
 * <RenderInTurn> render one per task after the browser has laid out and
 * painted the parts before them. Turns are taken in the order the parts
 * first rendered, which is the page's order.
 */

/** Waiting: the HTML stays as it is. Hydrating: hydrate what the HTML shows. Done: render what the island has now. */
type Phase = 'waiting' | 'hydrating' | 'done';

interface Turn {
  /** A part to hydrate waits for no paint; a part to render waits for the one before it to be painted. */
  kind: 'hydrate' | 'render';
  phase: Phase;
  /** Resolves when the turn comes: the framework then hydrates the part. */
  arrived: Promise<void>;
  arrive: () => void;
  listeners: Set<() => void>;
}

let islandHydrating = false;
const waiting: Turn[] = [];
let lastTaken: Turn | undefined;
let allTaken: Promise<void> = Promise.resolve();
let allTakenResolve: (() => void) | undefined;

function enter(turn: Turn, phase: Phase): void {
  turn.phase = phase;
  for (const listener of turn.listeners) listener();
}

/**
 * One task per part: the next part hydrates while the previous one catches up
 * with what its island has rendered since the HTML was made.
 */
function takeNextTurn(): void {
  if (lastTaken) enter(lastTaken, 'done');
  lastTaken = waiting.shift();
  if (!lastTaken) {
    allTakenResolve?.();
    allTakenResolve = undefined;
    return;
  }
  if (lastTaken.kind === 'render') {
    enter(lastTaken, 'done');
  } else {
    enter(lastTaken, 'hydrating');
    lastTaken.arrive();
  }
  scheduleTurn(waiting[0]);
}

/** The next turn: at once for a part to hydrate, after the next paint for a part to render. */
function scheduleTurn(next: Turn | undefined): void {
  if (next?.kind === 'render') requestAnimationFrame(() => setTimeout(takeNextTurn));
  else setTimeout(takeNextTurn);
}

function queueTurn(kind: Turn['kind']): Turn {
  if (!allTakenResolve) {
    allTaken = new Promise<void>((resolve) => (allTakenResolve = resolve));
    queueMicrotask(() => scheduleTurn(waiting[0]));
  }
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const turn: Turn = { kind, phase: 'waiting', arrived, arrive, listeners: new Set() };
  waiting.push(turn);
  return turn;
}

/**
 * Hydrates an island synchronously, marking the parts that render meanwhile
 * as ones to hydrate in turn. What hydration's own effects ask for (catching
 * up with the browser's date, the address's query) renders in the next task,
 * not in this one: Preact's scheduler hook is the only way to say so.
 */
export function hydratingIsland(hydrate: () => void): void {
  const scheduleRender = options.debounceRendering;
  islandHydrating = true;
  options.debounceRendering = (render) => setTimeout(render);
  try {
    hydrate();
  } finally {
    islandHydrating = false;
    options.debounceRendering = scheduleRender;
  }
}

/** Resolves once every part queued so far has hydrated. */
export function hydrationTurnsTaken(): Promise<void> {
  return allTaken;
}

/**
 * The part's phase, read as it renders. It listens from the moment it is on
 * the page (a layout effect), not after the next paint, when the framework
 * runs ordinary effects and would subscribe a store: every part whose turn
 * came before that paint would then catch up at once, in one long task.
 */
function usePhase(turn: Turn | undefined): Phase {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  useLayoutEffect(() => {
    if (!turn) return;
    turn.listeners.add(rerender);
    return () => {
      turn.listeners.delete(rerender);
    };
  }, [turn]);
  // No turn: rendered outside an island's hydration, so at once.
  return turn?.phase ?? 'done';
}

function WaitForTurn({ turn, prerendered, children }: { turn: Turn | undefined; prerendered: ReactNode; children: ReactNode }) {
  const phase = usePhase(turn);
  if (phase === 'waiting' && turn) throw turn.arrived;
  return phase === 'done' ? children : prerendered;
}

/**
 * Children (rendering one element) that hydrate in a task of their own after
 * their island: a card of a long list. Interactive a moment later than the rest.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // Held here, outside the boundary: the framework forgets the state of a
  // component that suspended before it was ever shown, so a turn kept below it
  // would be lost at the island's next render. A part rendered outside an
  // island's hydration (a filter showed it) has no turn and renders at once.
  const [turn] = useState(() => (islandHydrating ? queueTurn('hydrate') : undefined));
  // What the HTML was rendered from: hydration must see exactly that.
  const [prerendered] = useState(children);
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn} prerendered={prerendered}>
        {children}
      </WaitForTurn>
    </Suspense>
  );
}

/**
 * Children that render in a task of their own once what came before them has
 * been painted: a section of a long form the browser builds, not hydrates.
 * Place only after everything that renders at once, so that nothing already
 * on screen moves when it arrives. Prerendered or hydrating, it renders at once.
 */
export function RenderInTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (typeof document === 'undefined' || islandHydrating ? undefined : queueTurn('render')));
  return usePhase(turn) === 'waiting' ? null : children;
}
