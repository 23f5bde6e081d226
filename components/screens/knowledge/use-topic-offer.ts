import { useState } from 'react';
import { candidatesFromNotes, segmenterFor, type OfferedCandidate } from '../../../src/flows/knowledge-index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { TopicCandidate } from '../../../src/flows/index.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, type Binding } from '../../shell/keys/keymap.js';

/** Only r is this hook's; Enter and Esc fall through to the write step, which leaves (saving nothing more). */
const OFFER_KEYS: readonly Binding[] = [{ ...K.remember, label: 'saveTopics' }, { ...K.open, label: 'skip' }, K.back];

export interface TopicOffer {
  readonly offered: readonly OfferedCandidate[];
  /** Called with a finished flow's candidates: the notes worth offering are kept. */
  keep(candidates: readonly TopicCandidate[] | undefined): void;
}

/**
 * After a flow's write: the notes the user typed are OFFERED as topic memories
 * (r opens the old-vs-fused preview, replacing the finished flow); nothing is saved here.
 */
export function useTopicOffer(slug: string, isActive: boolean): TopicOffer {
  const nav = useNav();
  const { mem } = useServices();
  const [offered, setOffered] = useState<readonly OfferedCandidate[]>([]);
  useCommands(
    OFFER_KEYS,
    (command) => {
      if (command !== 'remember') return false;
      nav.replace({ kind: 'remember', slug, offered });
    },
    { isActive: isActive && offered.length > 0, priority: 3 },
  );
  return {
    offered,
    keep: (candidates = []) => {
      let known: ReturnType<typeof mem.knowledge> = [];
      try {
        known = mem.knowledge(slug);
      } catch {
        // An unreadable knowledge.json shows up on the remember screen; the offer still cuts keywords.
      }
      const notes = candidates.map((c) => ({ text: c.text, kind: c.source }));
      setOffered(candidatesFromNotes(notes, segmenterFor(mem, slug, known)));
    },
  };
}
