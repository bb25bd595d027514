/** The one source of "now"; tests move it with set/advance and return to real time with reset. */
class Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;

  nowMs(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Freezes the clock at the given instant. */
  set(at: Date | string | number): void {
    this.frozenAt = new Date(at).getTime();
  }

  /** Moves the clock forward (frozen or running). */
  advance(ms: number): void {
    if (this.frozenAt !== undefined) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = undefined;
  }
}

export const clock = new Clock();
