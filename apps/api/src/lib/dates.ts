/** Where services read the time: tests pass a clock they can move. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
