import { useServices } from '../../shell/kernel/services-context.js';
import { useLive } from '../../shell/kernel/live-data.js';
import { corrected, correctionOf, type Corrections, type EventIndex } from '../../../src/memory/index.js';
import type { SimpEvent } from '../../../src/model/schemas.js';

/** The crush's corrections (`simp amend` / `void`, or `c` / `x` here), read again when its files change. */
export function useCorrections(slug: string): Corrections | undefined {
  const { mem } = useServices();
  return useLive(`corrections:${slug}`, slug, () => {
    try {
      return mem.corrections(slug);
    } catch {
      return undefined;
    }
  });
}

/** The event at index position `i` as its correction leaves it (null: retracted); as logged when there is none. */
export function eventAsCorrected(index: EventIndex, i: number, fixes: Corrections | undefined): SimpEvent | null {
  const event = index.get(i);
  if (!fixes || fixes.size === 0) return event;
  return corrected(event, correctionOf(fixes.events, index.offsetOf(i), event) ?? undefined);
}
