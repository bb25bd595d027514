/** One named move: the states it may start from and the state it leads to. */
export interface StateMove<S extends string> {
  from: readonly S[];
  to: S;
}

/** The states of a record and the moves allowed between them, checked in TS (`can`) and in SQL (`moveRow`). */
export interface StateMachine<S extends string, E extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly moves: Readonly<Record<E, StateMove<S>>>;
  /** whether `from` may take the move named `event`, or reach the state `to` by some move */
  can(from: S, eventOrTarget: E | S): boolean;
  /** the states the move (or any move into the state) may start from */
  allowedFrom(eventOrTarget: E | S): readonly S[];
  /** where the move leads */
  target(event: E): S;
  isState(value: string): value is S;
}

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

/**
 * Declares a machine once; its moves are the source of the TS check and of the SQL guard. Move names and state
 * names must differ (so `can(from, x)` is never ambiguous) and be plain identifiers (they are written into SQL).
 */
export function defineStateMachine<S extends string, E extends string>(def: {
  name: string;
  states: readonly S[];
  moves: Record<E, StateMove<S>>;
}): StateMachine<S, E> {
  const states = new Set<string>(def.states);
  for (const s of def.states) if (!IDENTIFIER.test(s)) throw new Error(`${def.name}: state "${s}" is not a plain identifier`);
  for (const [event, move] of Object.entries(def.moves) as [string, StateMove<S>][]) {
    if (states.has(event)) throw new Error(`${def.name}: move "${event}" has the name of a state`);
    for (const s of [...move.from, move.to]) if (!states.has(s)) throw new Error(`${def.name}: move "${event}" names unknown state "${s}"`);
  }
  const moves = def.moves as Record<string, StateMove<S>>;
  const allowedFrom = (eventOrTarget: E | S): readonly S[] => {
    if (moves[eventOrTarget]) return moves[eventOrTarget].from;
    if (!states.has(eventOrTarget)) throw new Error(`${def.name}: "${eventOrTarget}" is neither a move nor a state`);
    return [
      ...new Set(
        Object.values(moves)
          .filter((m) => m.to === eventOrTarget)
          .flatMap((m) => m.from),
      ),
    ];
  };
  return {
    name: def.name,
    states: def.states,
    moves: def.moves,
    can: (from, eventOrTarget) => allowedFrom(eventOrTarget).includes(from),
    allowedFrom,
    target: (event) => def.moves[event].to,
    isState: (value): value is S => states.has(value),
  };
}
