import { todayInNairobi } from '@portal/contract/dates';

/** Where services read the time: tests pass a clock they can move. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/**
 * The programme's calendar day (Nairobi) on the context's clock: the "today" of deadlines,
 * scoring windows and "not after today" inputs. Here, not in a module, since many modules need it.
 */
export const todayFor = (ctx: { clock: Clock }) => todayInNairobi(ctx.clock.now());
