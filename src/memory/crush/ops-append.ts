// One event appended (`simp append`, the manual entry): the write path alone, so the
// command line can run it without the readers of profile.md and state.md.
import { mutate } from './mutate.js';
import type { Ctx } from './folder.js';
import type { SimpEvent } from '../../model/schemas.js';
import type { WriteResult } from './ops-write.js';

export function appendEvent(
  ctx: Ctx,
  slug: string,
  type: string,
  data: Record<string, unknown>,
): Promise<WriteResult<SimpEvent>> {
  return mutate(ctx, slug, (tx) => tx.append([{ type, data }])[0] as SimpEvent);
}
