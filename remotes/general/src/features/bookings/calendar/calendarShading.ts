import type { TimeOffBlock, TimeOffReason, Weekday, WeeklyHours } from '@nail-or-never/shared/schemas';
import { instantToWallClock } from './salonLocalizer';

/** Why a slot of the grid is shaded: the salon is closed, the column's employee is not working, or away. */
export type SlotShade = { kind: 'closed' } | { kind: 'off' } | { kind: 'away'; reason: TimeOffReason };

const WEEKDAY_OF_DAY: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SLOT_MINUTES = 15;

const two = (value: number) => String(value).padStart(2, '0');
/** `YYYY-MM-DD` of a wall-clock date. */
const dayOf = (slot: Date) => `${slot.getFullYear()}-${two(slot.getMonth() + 1)}-${two(slot.getDate())}`;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the weekly hours cover the whole slot starting at this wall-clock date. */
function within(hours: WeeklyHours | undefined, slot: Date): boolean {
  if (!hours) return true;
  const day = hours[WEEKDAY_OF_DAY[slot.getDay()] ?? 'monday'];
  const start = slot.getHours() * 60 + slot.getMinutes();
  return day.some((interval) => minutes(interval.start) <= start && start + SLOT_MINUTES <= minutes(interval.end));
}

interface AwayStretch {
  start: number;
  end: number;
  reason: TimeOffReason;
}

export interface ShadingInput {
  openingHours: WeeklyHours | undefined;
  /** The salon's closing dates (`YYYY-MM-DD`, its contact details): closed all day. */
  closedDays?: ReadonlySet<string> | undefined;
  /** The employees' working hours, by id. */
  workingHours: ReadonlyMap<number, WeeklyHours>;
  blocks: readonly TimeOffBlock[];
  timeZone: string;
  /** The week view has no columns: its time off is shaded only when one employee is shown. */
  onlyEmployee: number | undefined;
}

/**
 * The shade of each slot, for react-big-calendar's `slotPropGetter`: asked for every slot of the
 * grid on each drawing, so the time off is turned into wall-clock numbers once, here.
 */
export function slotShading({ openingHours, closedDays, workingHours, blocks, timeZone, onlyEmployee }: ShadingInput): (slot: Date, employeeId: number | undefined) => SlotShade | null {
  const away = new Map<number, AwayStretch[]>();
  for (const block of blocks) {
    const stretches = away.get(block.employeeId) ?? [];
    stretches.push({ start: instantToWallClock(block.startsAt, timeZone).getTime(), end: instantToWallClock(block.endsAt, timeZone).getTime(), reason: block.reason });
    away.set(block.employeeId, stretches);
  }
  return (slot, employeeId) => {
    if (!within(openingHours, slot) || closedDays?.has(dayOf(slot))) return { kind: 'closed' };
    const who = employeeId ?? onlyEmployee;
    if (who === undefined) return null;
    const start = slot.getTime();
    const end = start + SLOT_MINUTES * 60_000;
    const stretch = away.get(who)?.find((candidate) => candidate.start < end && start < candidate.end);
    if (stretch) return { kind: 'away', reason: stretch.reason };
    if (!within(workingHours.get(who), slot)) return { kind: 'off' };
    return null;
  };
}

/** The slot's class names: `gen-cal-closed`, `gen-cal-off`, `gen-cal-away gen-cal-away-holiday`. */
export function shadeClass(shade: SlotShade | null): string | undefined {
  if (!shade) return undefined;
  return shade.kind === 'away' ? `gen-cal-away gen-cal-away-${shade.reason}` : `gen-cal-${shade.kind}`;
}
